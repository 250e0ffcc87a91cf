/**
 * `PUT RCA/actions/effects/:id` (README.md, Effects): the manager or an applicator changes the effect's text, time
 * or people, conditional on the version read, with an `edited` history row of what changed, in one transaction.
 */
import { checkEffectCommand } from '../../../domain/root-cause/effect-rules.js';
import type { EffectView } from '../../../domain/root-cause/model.js';
import { rolesOnEffect } from '../../../domain/root-cause/roles.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { forbidden, validationFailed } from '../../core/api-error.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { EFFECT_DESCRIPTION_MAX } from './effect-create.js';
import { lockEffect } from './effect-lock.js';
import { assertPeopleOfUnit } from './effect-people.js';
import { findEffect, updateEffectIf, type EffectEditable, type EffectRow } from './effect-repository.js';
import { effectView, peopleOfEffect } from './effect-view.js';
import { mayOnRcaPage, RCA_MENUS } from './rca-access.js';
import { rcaViewer } from './rca-context.js';
import { effectNotFound, refusalError, stateChanged } from './rca-errors.js';
import { changesBetween, writeEffectHistory } from './rca-history.js';
import { checkedText } from './rca-text.js';

export interface EffectUpdateBody extends Partial<Omit<EffectEditable, 'occurred_at'>> {
  version: number;
  occurred_at?: string;
}

/** The stored form of the fields a change names, as the history shows them (times as ISO instants). */
const historyFields = (fields: Partial<EffectEditable>) => ({
  ...fields,
  ...(fields.occurred_at !== undefined ? { occurred_at: new Date(fields.occurred_at).toISOString() } : {}),
});

function editedFields(body: EffectUpdateBody): Partial<EffectEditable> {
  const fields: FieldErrors = {};
  const changes: Partial<EffectEditable> = {};
  if (body.description !== undefined) changes.description = checkedText(body.description, 'description', EFFECT_DESCRIPTION_MAX, fields);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  if (body.occurred_at !== undefined) changes.occurred_at = Date.parse(body.occurred_at);
  for (const field of ['id_responsible', 'id_examiner', 'id_manager', 'team'] as const)
    if (body[field] !== undefined) Object.assign(changes, { [field]: body[field] });
  return changes;
}

/** The stored values of the fields named. */
const storedOf = (row: EffectRow, fields: Partial<EffectEditable>): Partial<EffectEditable> =>
  Object.fromEntries(Object.keys(fields).map((field) => [field, row[field as keyof EffectEditable]]));

/** Only the fields whose value differs from the stored one. */
function differing(row: EffectRow, changes: Partial<EffectEditable>): Partial<EffectEditable> {
  const differ = changesBetween(storedOf(row, changes), changes);
  return Object.fromEntries(Object.keys(differ).map((field) => [field, changes[field as keyof EffectEditable]])) as Partial<EffectEditable>;
}

export async function editEffect(database: Database, access: RequestAccess, idEffect: number, body: EffectUpdateBody, now = Date.now()): Promise<EffectView> {
  const viewer = await rcaViewer(database.db, access, now);
  if (!mayOnRcaPage(access, RCA_MENUS.analysis, 'update')) throw forbidden();
  const changes = editedFields(body);
  return guardedWrite(database, async (tx) => {
    await lockEffect(tx, idEffect);
    const row = await findEffect(tx.db, idEffect, viewer.unit);
    if (!row) throw effectNotFound();
    const refusal = checkEffectCommand(row.status, 'edit', { roles: rolesOnEffect(viewer.userId, peopleOfEffect(row)), actionStatuses: [], activeCauses: 0 });
    if (refusal) throw refusalError(refusal);
    if (row.version !== body.version) throw stateChanged();
    const written = differing(row, changes);
    if (Object.keys(written).length === 0) return effectView(tx.db, row, viewer);
    // Only the people it changes: someone who left the unit since does not block editing the rest.
    await assertPeopleOfUnit(tx.db, viewer, written);
    if (!(await updateEffectIf(tx.db, row, written, now))) throw stateChanged();
    const history = changesBetween(historyFields(storedOf(row, written)), historyFields(written));
    await writeEffectHistory(tx.db, { id_effect: idEffect, userId: viewer.userId, atMs: now, action: 'edited', changes: history });
    return effectView(tx.db, (await findEffect(tx.db, idEffect, viewer.unit))!, viewer);
  });
}
