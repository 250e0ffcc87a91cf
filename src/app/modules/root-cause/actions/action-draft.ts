import { parseDuration } from '../../../../domain/root-cause/duration.js';
import type { ActionView, PersonRef } from '../../../../domain/root-cause/model.js';
import type { ActionFields } from '../api/actions-api.js';

/** The 5W2H dialog's fields as typed. */
export interface ActionDraft {
  title: string;
  what: string;
  why: string;
  where: string;
  how: string;
  /** As typed, with a decimal point or comma. */
  how_much: string;
  planned_time: string;
  spent_time: string;
  /** YYYY-MM-DD or ''. */
  deadline: string;
  responsible: PersonRef | null;
  examiner: PersonRef | null;
}

export type DraftField = keyof ActionDraft;
export const DRAFT_FIELDS: readonly DraftField[] = [
  'title',
  'what',
  'why',
  'where',
  'how',
  'how_much',
  'planned_time',
  'spent_time',
  'deadline',
  'responsible',
  'examiner',
];

/** The server's field names of the draft's fields (`id_responsible` is `responsible`). */
export const SERVER_FIELDS: Record<string, DraftField> = { id_responsible: 'responsible', id_examiner: 'examiner' };

export function emptyDraft(me: PersonRef | null, examiner: PersonRef): ActionDraft {
  return { title: '', what: '', why: '', where: '', how: '', how_much: '', planned_time: '', spent_time: '', deadline: '', responsible: me, examiner };
}

/** An action's fields to edit; `number` writes how much as the language does (no grouping). */
export function draftOf(action: ActionView, number: (value: number) => string): ActionDraft {
  return {
    title: action.title,
    what: action.what,
    why: action.why,
    where: action.where ?? '',
    how: action.how ?? '',
    how_much: action.how_much === null ? '' : number(action.how_much),
    planned_time: action.planned_time ?? '',
    spent_time: action.spent_time ?? '',
    deadline: action.deadline,
    responsible: action.responsible,
    examiner: action.examiner,
  };
}

/** A number of 0 or more typed with a decimal point or comma; null when it is not one. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

const REQUIRED: readonly DraftField[] = ['title', 'what', 'why', 'deadline', 'responsible', 'examiner'];

/** The problems found before sending, field → message key. */
export function draftProblems(draft: ActionDraft): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  for (const field of REQUIRED) {
    const value = draft[field];
    if (value === null || (typeof value === 'string' && value.trim() === '')) problems[field] = 'ra.validation.required';
  }
  for (const field of ['planned_time', 'spent_time'] as const) {
    if (draft[field].trim() !== '' && parseDuration(draft[field].trim()) === null) problems[field] = 'rootCause.errors.durationFormat';
  }
  if (draft.how_much.trim() !== '' && parseAmount(draft.how_much) === null) problems.how_much = 'rcaActions.form.numberInvalid';
  return problems;
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body's fields of a draft without problems. */
export function fieldsOf(draft: ActionDraft): ActionFields {
  return {
    title: draft.title.trim(),
    what: draft.what.trim(),
    why: draft.why.trim(),
    where: optional(draft.where),
    how: optional(draft.how),
    how_much: optional(draft.how_much) === null ? null : parseAmount(draft.how_much),
    planned_time: optional(draft.planned_time),
    spent_time: optional(draft.spent_time),
    deadline: draft.deadline,
    id_responsible: draft.responsible!.id,
    id_examiner: draft.examiner!.id,
  };
}

/** Only what changed, so that a responsible who changes the spent time sends nothing else. */
export function changedFields(action: ActionView, fields: ActionFields): Partial<ActionFields> {
  const before: ActionFields = {
    title: action.title,
    what: action.what,
    why: action.why,
    where: action.where,
    how: action.how,
    how_much: action.how_much,
    planned_time: action.planned_time,
    spent_time: action.spent_time,
    deadline: action.deadline,
    id_responsible: action.responsible.id,
    id_examiner: action.examiner.id,
  };
  return Object.fromEntries(Object.entries(fields).filter(([name, value]) => before[name as keyof ActionFields] !== value)) as Partial<ActionFields>;
}
