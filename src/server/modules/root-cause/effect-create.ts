/**
 * `POST RCA/actions/effects` (README.md, Effects): a new open effect of the caller's unit, typed in or opened from
 * a stop, an SPC violation or a raised alert (its data copied), with its `created` history row, in one transaction.
 */
import type { EffectSourceType, EffectView } from '../../../domain/root-cause/model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { forbidden, validationFailed } from '../../core/api-error.js';
import type { Database } from '../../db/create-database.js';
import { guardedWrite } from '../../db/guarded-write.js';
import type { RequestAccess } from '../../fastify-types.js';
import { sourceAnalysed, sourceNotFound } from './analysis-errors.js';
import { assertPeopleOfUnit } from './effect-people.js';
import { effectOfSource, findEffect, insertEffect } from './effect-repository.js';
import { noSource, readSourceCopy } from './effect-source.js';
import { effectView } from './effect-view.js';
import { mayOnRcaPage, RCA_MENUS } from './rca-access.js';
import { rcaViewer } from './rca-context.js';
import { writeEffectHistory } from './rca-history.js';
import { checkedText } from './rca-text.js';

export const EFFECT_DESCRIPTION_MAX = 2000;

export interface EffectCreateBody {
  description?: string;
  occurred_at?: string;
  id_responsible?: number;
  id_examiner?: number;
  id_manager?: number;
  team?: number[];
  source?: { type: EffectSourceType; id: number };
}

export async function createEffect(database: Database, access: RequestAccess, body: EffectCreateBody, now = Date.now()): Promise<EffectView> {
  const viewer = await rcaViewer(database.db, access, now);
  if (!mayOnRcaPage(access, RCA_MENUS.effects, 'create')) throw forbidden();
  return guardedWrite(database, async (tx) => {
    const source = body.source;
    if (source) await tx.lock(`rca-source-${source.type}`, source.id);
    const copy = source ? await readSourceCopy(tx.db, source.type, source.id, viewer.unit) : null;
    if (source && !copy) throw sourceNotFound();
    if (source) {
      const analysed = await effectOfSource(tx.db, source.type, source.id);
      if (analysed) throw sourceAnalysed(analysed.id_effect);
    }
    const fields: FieldErrors = {};
    const description = checkedText(body.description, 'description', EFFECT_DESCRIPTION_MAX, fields, copy?.description);
    if (!description) throw validationFailed(fields);
    const people = {
      id_responsible: body.id_responsible ?? viewer.userId,
      id_examiner: body.id_examiner ?? viewer.userId,
      id_manager: body.id_manager ?? viewer.userId,
      team: body.team ?? [],
    };
    await assertPeopleOfUnit(tx.db, viewer, people);
    const { occurred_at: copiedAt, description: _default, ...copied } = copy ?? { ...noSource, occurred_at: now, description: '' };
    const id = await insertEffect(tx.db, {
      ...copied,
      ...people,
      id_elemento: viewer.unit,
      form: source?.type ?? 'free',
      description,
      occurred_at: body.occurred_at ? Date.parse(body.occurred_at) : copiedAt,
      created_by: viewer.userId,
      created_at: now,
    });
    await writeEffectHistory(tx.db, { id_effect: id, userId: viewer.userId, atMs: now, action: 'created' });
    return effectView(tx.db, (await findEffect(tx.db, id, viewer.unit))!, viewer);
  });
}
