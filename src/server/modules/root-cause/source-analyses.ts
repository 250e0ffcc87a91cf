/**
 * The analyses of stops and SPC violations, for their lists (README.md, Links to stops and SPC): one query
 * for a whole page of sources. A source has at most one effect (`rca_effect` keeps its id unique).
 */
import type { EffectStatus } from '../../../domain/root-cause/model.js';
import type { Db } from '../../db/create-database.js';
import { EFFECT_TABLE } from './rca-tables.js';

export interface SourceAnalysis {
  id_effect: number;
  status: EffectStatus;
}

/** Ids bound per query: far below SQLite's and PostgreSQL's limits on bound parameters, for a long stop list. */
const IDS_PER_QUERY = 1000;

/** The analysis of each source id that has one, by that id. */
export async function analysesOfSources(db: Db, source: 'id_stop' | 'id_violation', ids: readonly number[]): Promise<Map<number, SourceAnalysis>> {
  const wanted = [...new Set(ids)];
  const analyses = new Map<number, SourceAnalysis>();
  for (let start = 0; start < wanted.length; start += IDS_PER_QUERY) {
    const chunk = wanted.slice(start, start + IDS_PER_QUERY);
    const rows = await db.selectFrom(EFFECT_TABLE).select(['id_effect', 'status', source]).where(source, 'in', chunk).execute();
    for (const row of rows) analyses.set(Number(row[source]), { id_effect: Number(row.id_effect), status: row.status as EffectStatus });
  }
  return analyses;
}
