import type { Database } from '../../../src/server/db/create-database.js';

export interface StopRow {
  unit: number;
  frame: number;
  start: number;
  /** `null`: the stop is still open. */
  end: number | null;
  motive: number | null;
  /** Open without an end, finished with one, unless told. */
  status?: string;
}

/** A manual stop, not yet approved, inserted as a row (the stop routes are tested elsewhere); answers its id. */
export async function insertStop({ db, dialect }: Database, stop: StopRow): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('equipment_stop')
    .values({
      id_elemento: stop.unit,
      id_frame: stop.frame,
      start_ms: stop.start,
      end_ms: stop.end,
      status: stop.status ?? (stop.end === null ? 'open' : 'finished'),
      origin: 'manual',
      id_motive: stop.motive,
      consistency: 'notApproved',
      reproved: dialect === 'sqlite' ? 0 : false,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id_stop')
    .executeTakeFirstOrThrow();
  return Number(row.id_stop);
}
