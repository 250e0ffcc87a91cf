/** The effect's history and the analysis of a source (README.md, Effects). */
import type { EffectSourceType, EffectStatus, RcaHistoryRow } from '../../../domain/root-cause/model.js';
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { effectOfSource, findEffect } from './effect-repository.js';
import { rcaViewer } from './rca-context.js';
import { effectNotFound } from './rca-errors.js';
import { readEffectHistory } from './rca-history.js';

/** `GET RCA/queries/effects/:id/history`: oldest first. */
export async function effectHistory(database: Database, access: RequestAccess, idEffect: number): Promise<RcaHistoryRow[]> {
  const viewer = await rcaViewer(database.db, access);
  if (!(await findEffect(database.db, idEffect, viewer.unit))) throw effectNotFound();
  return readEffectHistory(database.db, idEffect);
}

/** `GET RCA/queries/sources/:type/:id`: the unit's analysis of a stop, violation or alert, or null. */
export async function sourceAnalysis(
  database: Database,
  access: RequestAccess,
  type: EffectSourceType,
  id: number,
): Promise<{ id_effect: number; status: EffectStatus } | null> {
  const viewer = await rcaViewer(database.db, access);
  return effectOfSource(database.db, type, id, viewer.unit);
}
