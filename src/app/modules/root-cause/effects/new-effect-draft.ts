import { toUtcIso, wallTimeToUtc } from '../../../../domain/format/index.js';
import type { PersonRef } from '../../../../domain/root-cause/model.js';
import type { FieldProblem } from '../../../api/api-error.js';
import type { NewEffectBody } from '../api/effects-api.js';

/** The new-effect dialog's fields, as typed. */
export interface NewEffectDraft {
  description: string;
  /** `YYYY-MM-DDTHH:mm` on the unit's wall clock; '' for now. */
  occurredAt: string;
  responsible: PersonRef | null;
  examiner: PersonRef | null;
  manager: PersonRef | null;
  team: PersonRef[];
}

/** The fields a refusal may name, by the body's names. */
export const NEW_EFFECT_FIELDS = ['description', 'occurred_at', 'id_responsible', 'id_examiner', 'id_manager', 'team'] as const;
export type NewEffectField = (typeof NEW_EFFECT_FIELDS)[number];

export type DraftCheck = { body: NewEffectBody } | { fields: Partial<Record<NewEffectField, FieldProblem>> };

export const DESCRIPTION_REQUIRED = 'rcaEffects.dialog.descriptionRequired';

/** The body to send, or the fields to fix first; people left empty are left to the server (the caller). */
export function newEffectBody(draft: NewEffectDraft, timeZone: string): DraftCheck {
  const description = draft.description.trim();
  if (!description) return { fields: { description: { key: DESCRIPTION_REQUIRED } } };
  const occurred = draft.occurredAt ? wallTimeToUtc(timeZone, draft.occurredAt) : undefined;
  if (draft.occurredAt && occurred === undefined) return { fields: { occurred_at: { key: 'global.error.messages.validation' } } };
  return {
    body: {
      description,
      ...(occurred !== undefined ? { occurred_at: toUtcIso(occurred) } : {}),
      ...(draft.responsible ? { id_responsible: draft.responsible.id } : {}),
      ...(draft.examiner ? { id_examiner: draft.examiner.id } : {}),
      ...(draft.manager ? { id_manager: draft.manager.id } : {}),
      ...(draft.team.length > 0 ? { team: draft.team.map((member) => member.id) } : {}),
    },
  };
}
