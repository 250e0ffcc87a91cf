/** `GET RCA/queries/effects/:id` (README.md, Effects): the effect, its causes and whys, its actions and the unit's rules. */
import type { EffectAnalysis } from '../../../domain/root-cause/model.js';
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { actionViewsOfEffect } from './action-views.js';
import { causesOfEffect } from './cause-repository.js';
import { causeViews } from './cause-view.js';
import { findEffect } from './effect-repository.js';
import { effectView, peopleOfEffect } from './effect-view.js';
import { rcaViewer } from './rca-context.js';
import { effectNotFound } from './rca-errors.js';

export async function readEffectAnalysis(database: Database, access: RequestAccess, idEffect: number): Promise<EffectAnalysis> {
  const db = database.db;
  const viewer = await rcaViewer(db, access);
  const row = await findEffect(db, idEffect, viewer.unit);
  if (!row) throw effectNotFound();
  const effect = await effectView(db, row, viewer);
  const [causes, actions] = await Promise.all([
    causesOfEffect(db, idEffect).then((rows) => causeViews(db, rows, effect)),
    actionViewsOfEffect(db, idEffect, viewer, peopleOfEffect(row)),
  ]);
  return { effect, causes, actions, rules: viewer.rules };
}
