import type { HooksOf } from '../entities/entity-hooks-types.js';

/** Rules of the spc-cards records the schema cannot say (README.md, Settings rules). */
export const cardHooks: HooksOf<'spc-cards'> = {};
