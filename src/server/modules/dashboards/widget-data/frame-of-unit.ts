import { notFound } from '../../../core/api-error.js';
import type { Db } from '../../../db/create-database.js';

export interface UnitFrame {
  id_frame: number;
  code: string;
  description: string;
}

/** The events of the unit among `ids`, in the order asked; one of another unit (or deleted) is a 404 for the widget. */
export async function framesOfUnit(db: Db, unit: number, ids: readonly number[]): Promise<UnitFrame[]> {
  const rows = await db
    .selectFrom('frames')
    .select(['id_frame', 'code', 'description'])
    .where('id_elemento', '=', unit)
    .where('id_frame', 'in', [...new Set(ids)])
    .execute();
  const byId = new Map(
    rows.map((row) => [Number(row.id_frame), { id_frame: Number(row.id_frame), code: String(row.code), description: String(row.description ?? '') }]),
  );
  return ids.map((id) => {
    const frame = byId.get(id);
    if (!frame) throw notFound();
    return frame;
  });
}
