import type { Database } from '../../db/create-database.js';

/** What the alert services use: the database and a clock (tests set it). */
export interface AlertDeps {
  database: Database;
  /** Epoch ms; `Date.now` by default. */
  now?: () => number;
}

export const nowOf = (deps: AlertDeps): number => (deps.now ?? Date.now)();
