import type { FastifyInstance } from 'fastify';
import type { EffectSourceType } from '../../../domain/root-cause/model.js';
import { notFound } from '../../core/api-error.js';
import { runEffectCommand, type EffectCommandBody } from './effect-command.js';
import { createEffect, type EffectCreateBody } from './effect-create.js';
import { editEffect, type EffectUpdateBody } from './effect-edit.js';
import { readEffectAnalysis } from './effect-analysis.js';
import { listEffectViews } from './effect-list.js';
import { effectHistory, sourceAnalysis } from './effect-reads.js';
import { pathId } from './rca-path-id.js';
import { effectNotFound } from './rca-errors.js';
import { effectRouteSchemas as schemas } from './schemas/effect-route-schemas.js';

/** Effects: list, create (free or from a source), analysis, edit, commands, history, a source's analysis (README.md, Effects). */
export async function effectRoutes(app: FastifyInstance): Promise<void> {
  const database = app.database;

  app.get(schemas.effects.url, { schema: schemas.effects.schema }, async (request) => listEffectViews(database, request.access!, request.query));
  app.post(schemas.createEffect.url, { schema: schemas.createEffect.schema }, async (request) => ({
    data: await createEffect(database, request.access!, request.body as EffectCreateBody),
  }));
  app.get(schemas.effectAnalysis.url, { schema: schemas.effectAnalysis.schema }, async (request) => ({
    data: await readEffectAnalysis(database, request.access!, pathId(request, effectNotFound)),
  }));
  app.put(schemas.updateEffect.url, { schema: schemas.updateEffect.schema }, async (request) => ({
    data: await editEffect(database, request.access!, pathId(request, effectNotFound), request.body as EffectUpdateBody),
  }));
  app.post(schemas.effectCommand.url, { schema: schemas.effectCommand.schema }, async (request) => ({
    data: await runEffectCommand(database, request.access!, pathId(request, effectNotFound), request.body as EffectCommandBody),
  }));
  app.get(schemas.effectHistory.url, { schema: schemas.effectHistory.schema }, async (request) => ({
    data: await effectHistory(database, request.access!, pathId(request, effectNotFound)),
  }));
  app.get(schemas.sourceAnalysis.url, { schema: schemas.sourceAnalysis.schema }, async (request) => ({
    data: await sourceAnalysis(database, request.access!, (request.params as { type: EffectSourceType }).type, pathId(request, notFound)),
  }));
}
