/** The OEE settings of a frame (`oee_settings`, schema oee/oee-settings) as the OEE series reads them. */
import type { Db } from '../../db/create-database.js';

export interface FrameOeeSettings {
  /** Seconds per part: the ideal cycle time, divided by the parts per cycle in that mode; null when not set. */
  idealCycleTimeSec: number | null;
  idTagTotal: number | null;
  idTagGood: number | null;
  idTagBad: number | null;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const inactive = (value: unknown) => value === false || value === 0 || value === '0' || value === 'f';

/** Seconds per part from the settings' mode (README.md, OEE). */
export function idealSecondsPerPart(mode: unknown, idealCycleTimeSec: number | null, partsPerCycle: number | null): number | null {
  if (idealCycleTimeSec === null || !(idealCycleTimeSec > 0)) return null;
  if (mode !== 'partsPerCycle') return idealCycleTimeSec;
  return partsPerCycle !== null && partsPerCycle > 0 ? idealCycleTimeSec / partsPerCycle : null;
}

/** The active OEE settings of the frame at the unit, or null when it has none. */
export async function findFrameOeeSettings(db: Db, idElemento: number, idFrame: number): Promise<FrameOeeSettings | null> {
  const row = await db.selectFrom('oee_settings').selectAll().where('id_elemento', '=', idElemento).where('id_frame', '=', idFrame).executeTakeFirst();
  if (!row || inactive(row.active)) return null;
  return {
    idealCycleTimeSec: idealSecondsPerPart(row.performance_mode, numberOrNull(row.ideal_cycle_time_sec), numberOrNull(row.parts_per_cycle)),
    idTagTotal: numberOrNull(row.id_tag_total),
    idTagGood: numberOrNull(row.id_tag_good),
    idTagBad: numberOrNull(row.id_tag_bad),
  };
}

/** Whether the frame exists at the unit (another unit's frame is not found, as the generic API answers). */
export async function frameIsAtUnit(db: Db, idElemento: number, idFrame: number): Promise<boolean> {
  const row = await db.selectFrom('frames').select('id_frame').where('id_frame', '=', idFrame).where('id_elemento', '=', idElemento).executeTakeFirst();
  return row !== undefined;
}
