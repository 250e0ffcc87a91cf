/**
 * What an effect copies from the record it is opened from (README.md, Effects): a stop (its frame's tag, its
 * period and motive), an SPC violation (its card's tag, the point and the rule) or a raised alert (its tag and
 * raise time). The copy is the effect's own: the source may change or go later.
 */
import type { EffectSourceType } from '../../../domain/root-cause/model.js';
import type { Db } from '../../db/create-database.js';
import type { EffectSourceColumns } from './effect-repository.js';

export interface SourceCopy extends EffectSourceColumns {
  /** When it happened: the stop's start, the violated point, the raise. */
  occurred_at: number;
  /**
   * The description when none is typed: codes and stored names only, no sentence in anyone's language
   * (`<tag code> · <motive>`, `<tag code> · <card> R<rule>`, `<tag code> · <alert title>`).
   */
  description: string;
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));
const joined = (...parts: (string | null)[]) => parts.filter((part): part is string => !!part).join(' · ');

/** The source columns of an effect typed in (no source). */
export const noSource: EffectSourceColumns = {
  id_tag: null,
  tag_code: null,
  period_from_ms: null,
  period_to_ms: null,
  id_motive: null,
  motive: null,
  spc_rule: null,
  id_stop: null,
  id_violation: null,
  id_alert_movement: null,
};

async function stopCopy(db: Db, id: number, unit: number): Promise<SourceCopy | null> {
  const row = await db
    .selectFrom('equipment_stop as s')
    .innerJoin('frames as f', 'f.id_frame', 's.id_frame')
    .leftJoin('tags as t', 't.id_tag', 'f.id_tag_state')
    .leftJoin('motives as m', 'm.id_motive', 's.id_motive')
    .select(['s.id_stop', 's.start_ms', 's.end_ms', 's.id_motive', 'f.code as frame_code', 't.id_tag', 't.code as tag_code', 'm.description as motive'])
    .where('s.id_stop', '=', id)
    .where('s.id_elemento', '=', unit)
    .executeTakeFirst();
  if (!row) return null;
  const tagCode = textOrNull(row.tag_code);
  const motive = textOrNull(row.motive);
  return {
    ...noSource,
    id_tag: numberOrNull(row.id_tag),
    tag_code: tagCode,
    period_from_ms: Number(row.start_ms),
    period_to_ms: numberOrNull(row.end_ms),
    id_motive: numberOrNull(row.id_motive),
    motive,
    id_stop: Number(row.id_stop),
    occurred_at: Number(row.start_ms),
    description: joined(tagCode ?? textOrNull(row.frame_code), motive),
  };
}

async function violationCopy(db: Db, id: number, unit: number): Promise<SourceCopy | null> {
  const row = await db
    .selectFrom('spc_violation as v')
    .innerJoin('spc_cards as c', 'c.id_card', 'v.id_card')
    .leftJoin('tags as t', 't.id_tag', 'c.id_tag')
    .select(['v.id_violation', 'v.point_ms', 'v.rule', 'c.code as card_code', 't.id_tag', 't.code as tag_code'])
    .where('v.id_violation', '=', id)
    .where('v.id_elemento', '=', unit)
    .executeTakeFirst();
  if (!row) return null;
  const tagCode = textOrNull(row.tag_code);
  const point = Number(row.point_ms);
  return {
    ...noSource,
    id_tag: numberOrNull(row.id_tag),
    tag_code: tagCode,
    period_from_ms: point,
    period_to_ms: point,
    spc_rule: Number(row.rule),
    id_violation: Number(row.id_violation),
    occurred_at: point,
    description: joined(tagCode, `${String(row.card_code)} R${Number(row.rule)}`),
  };
}

async function alertCopy(db: Db, id: number, unit: number): Promise<SourceCopy | null> {
  const row = await db
    .selectFrom('ale_movimento as m')
    .innerJoin('alerta as a', 'a.id_alerta', 'm.id_alerta')
    .leftJoin('tags as t', 't.id_tag', 'a.id_tag')
    .select(['m.id_movalerta', 'm.mov_titulo', 'm.mov_dt_alerta', 't.id_tag', 't.code as tag_code'])
    .where('m.id_movalerta', '=', id)
    .where('m.id_elemento', '=', unit)
    .executeTakeFirst();
  if (!row) return null;
  const tagCode = textOrNull(row.tag_code);
  const raisedAt = Date.parse(String(row.mov_dt_alerta));
  const title = textOrNull(row.mov_titulo);
  return {
    ...noSource,
    id_tag: numberOrNull(row.id_tag),
    tag_code: tagCode,
    period_from_ms: Number.isNaN(raisedAt) ? null : raisedAt,
    motive: title,
    id_alert_movement: Number(row.id_movalerta),
    occurred_at: Number.isNaN(raisedAt) ? Date.now() : raisedAt,
    description: joined(tagCode, title),
  };
}

const readers: Record<EffectSourceType, (db: Db, id: number, unit: number) => Promise<SourceCopy | null>> = {
  stop: stopCopy,
  spc: violationCopy,
  alert: alertCopy,
};

/** The source's data when it is a record of `unit`, else null. */
export function readSourceCopy(db: Db, type: EffectSourceType, id: number, unit: number): Promise<SourceCopy | null> {
  return readers[type](db, id, unit);
}
