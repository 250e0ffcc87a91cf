/**
 * `POST RCA/actions/causes` and `PUT RCA/actions/causes/:id` (README.md, Causes and whys): an applicator places a
 * cause on an origin, optionally from the unit's catalogue, and ranks it by GUT. The first cause moves an open
 * effect into analysis. Each write and its history rows are one transaction, conditional on the version read.
 */
import { checkCauseCommand, checkEffectCommand, effectStatusAfter } from '../../../domain/root-cause/effect-rules.js';
import type { CauseView, Origin } from '../../../domain/root-cause/model.js';
import { rolesOnEffect } from '../../../domain/root-cause/roles.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { validationFailed } from '../../core/api-error.js';
import type { Database, Db } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { catalogueCauseKey } from './analysis-errors.js';
import { findCatalogueCause, insertCause, updateCauseIf, type CatalogueCause, type CauseFields } from './cause-repository.js';
import { currentCauseView, lockedCause } from './cause-target.js';
import { lockEffect } from './effect-lock.js';
import { findEffect, updateEffectIf } from './effect-repository.js';
import { peopleOfEffect } from './effect-view.js';
import { analysisWriter } from './analysis-writer.js';
import type { RcaViewer } from './rca-context.js';
import { effectNotFound, refusalError, stateChanged } from './rca-errors.js';
import { changesBetween, writeEffectHistory } from './rca-history.js';
import { checkedText } from './rca-text.js';

export const CAUSE_DESCRIPTION_MAX = 500;

export interface CauseCreateBody extends Omit<CauseFields, 'id_cause_catalogue' | 'description'> {
  id_effect: number;
  effect_version: number;
  id_cause_catalogue?: number | null;
  description?: string;
}

export interface CauseUpdateBody extends Partial<CauseFields> {
  version: number;
}

/** The catalogue cause named, when it is one of the unit's, active and of the cause's origin; else a 400 of the field. */
async function catalogueFor(db: Db, viewer: RcaViewer, id: number | null | undefined, origin: Origin, fields: FieldErrors): Promise<CatalogueCause | null> {
  if (id === null || id === undefined) return null;
  const entry = await findCatalogueCause(db, id, viewer.unit);
  if (entry && entry.active && entry.origin === origin) return entry;
  fields.id_cause_catalogue = { key: catalogueCauseKey };
  return null;
}

export async function createCause(database: Database, access: RequestAccess, body: CauseCreateBody, now = Date.now()): Promise<CauseView> {
  const viewer = await analysisWriter(database, access, now);
  return guardedWrite(database, async (tx) => {
    await lockEffect(tx, body.id_effect);
    const effect = await findEffect(tx.db, body.id_effect, viewer.unit);
    if (!effect) throw effectNotFound();
    const refusal = checkEffectCommand(effect.status, 'add-cause', {
      roles: rolesOnEffect(viewer.userId, peopleOfEffect(effect)),
      actionStatuses: [],
      activeCauses: 0,
    });
    if (refusal) throw refusalError(refusal);
    if (effect.version !== body.effect_version) throw stateChanged();
    const fields: FieldErrors = {};
    const catalogue = await catalogueFor(tx.db, viewer, body.id_cause_catalogue, body.origin, fields);
    const description = checkedText(body.description, 'description', CAUSE_DESCRIPTION_MAX, fields, catalogue?.description);
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    const cause: CauseFields = {
      origin: body.origin,
      id_cause_catalogue: catalogue?.id_cause_catalogue ?? null,
      description: description!,
      gravity: body.gravity,
      urgency: body.urgency,
      tendency: body.tendency,
    };
    const idCause = await insertCause(tx.db, { ...cause, id_effect: effect.id_effect, created_by: viewer.userId, created_at: now });
    const entry = { id_effect: effect.id_effect, id_cause: idCause, userId: viewer.userId, atMs: now };
    await writeEffectHistory(tx.db, { ...entry, action: 'cause-added', changes: changesBetween({}, { ...cause }) });
    const status = effectStatusAfter(effect.status, 'add-cause');
    if (status !== effect.status) {
      if (!(await updateEffectIf(tx.db, effect, { status }, now))) throw stateChanged();
      await writeEffectHistory(tx.db, { ...entry, action: 'edited', changes: { status: { from: effect.status, to: status } } });
    }
    return currentCauseView(tx, viewer, idCause);
  });
}

export async function editCause(database: Database, access: RequestAccess, idCause: number, body: CauseUpdateBody, now = Date.now()): Promise<CauseView> {
  const viewer = await analysisWriter(database, access, now);
  return guardedWrite(database, async (tx) => {
    const { cause, effect, roles } = await lockedCause(tx, viewer, idCause);
    const refusal = checkCauseCommand(cause.status, 'edit', { roles, effectStatus: effect.status });
    if (refusal) throw refusalError(refusal);
    if (cause.version !== body.version) throw stateChanged();
    const { version: _version, ...named } = body;
    const after: Partial<CauseFields> = { ...named };
    const fields: FieldErrors = {};
    if (named.description !== undefined) after.description = checkedText(named.description, 'description', CAUSE_DESCRIPTION_MAX, fields);
    const origin = named.origin ?? cause.origin;
    const catalogueId = named.id_cause_catalogue === undefined ? cause.id_cause_catalogue : named.id_cause_catalogue;
    if (named.origin !== undefined || named.id_cause_catalogue !== undefined) await catalogueFor(tx.db, viewer, catalogueId, origin, fields);
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
    const changes = changesBetween({ ...cause }, after);
    if (Object.keys(changes).length === 0) return currentCauseView(tx, viewer, idCause);
    const written = Object.fromEntries(Object.keys(changes).map((field) => [field, after[field as keyof CauseFields]]));
    if (!(await updateCauseIf(tx.db, cause, written))) throw stateChanged();
    await writeEffectHistory(tx.db, { id_effect: effect.id_effect, id_cause: idCause, userId: viewer.userId, atMs: now, action: 'cause-edited', changes });
    return currentCauseView(tx, viewer, idCause);
  });
}
