/**
 * The 5W2H fields of an action body, checked beyond what the route schema says: texts trimmed (blank required
 * ones refused, blank optional ones stored as null), no U+0000, durations `HH:mm` / `HHH:mm`, real calendar days.
 */
import { parseDuration } from '../../../domain/root-cause/duration.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { hasNul, nulCharacterKey } from '../../../domain/validation/nul-character.js';
import type { ActionColumns } from './action-repository.js';
import { calendarDay } from '../../../domain/format/wall-time.js';

export interface ActionFieldsBody {
  title?: string;
  what?: string;
  why?: string;
  where?: string | null;
  how?: string | null;
  how_much?: number | null;
  planned_time?: string | null;
  spent_time?: string | null;
  deadline?: string;
  id_responsible?: number | null;
  id_examiner?: number | null;
}

export const DURATION_FORMAT_KEY = 'rootCause.errors.durationFormat';

const REQUIRED_TEXTS = ['title', 'what', 'why'] as const;
const OPTIONAL_TEXTS = { where: 'where_text', how: 'how' } as const;
const DURATIONS = ['planned_time', 'spent_time'] as const;

/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
export const isCalendarDay = (text: string): boolean => calendarDay(text) !== undefined;

/**
 * The columns the body sets (only the fields it carries; the people are the caller's to resolve),
 * or the refusal of each bad field.
 */
export function actionFieldColumns(body: ActionFieldsBody): { columns: ActionColumns; fields: FieldErrors } {
  const columns: ActionColumns = {};
  const fields: FieldErrors = {};
  for (const name of REQUIRED_TEXTS) {
    const value = body[name];
    if (value === undefined) continue;
    const text = value.trim();
    if (hasNul(text)) fields[name] = { key: nulCharacterKey };
    else if (!text) fields[name] = { key: 'global.labels.requiredField' };
    else columns[name] = text;
  }
  for (const [name, column] of Object.entries(OPTIONAL_TEXTS) as [keyof typeof OPTIONAL_TEXTS, (typeof OPTIONAL_TEXTS)[keyof typeof OPTIONAL_TEXTS]][]) {
    const value = body[name];
    if (value === undefined) continue;
    const text = (value ?? '').trim();
    if (hasNul(text)) fields[name] = { key: nulCharacterKey };
    else columns[column] = text || null;
  }
  for (const name of DURATIONS) {
    const value = body[name];
    if (value === undefined) continue;
    const text = (value ?? '').trim();
    if (text && parseDuration(text) === null) fields[name] = { key: DURATION_FORMAT_KEY };
    else columns[name] = text || null;
  }
  if (body.how_much !== undefined) columns.how_much = body.how_much;
  if (body.deadline !== undefined) {
    if (isCalendarDay(body.deadline)) columns.deadline = body.deadline;
    else fields.deadline = { key: 'validation.format.date' };
  }
  return { columns, fields };
}

/** The body's fields as the action view names them (`where`, not `where_text`), for the history's changes. */
export function viewFieldsOf(columns: ActionColumns): Record<string, unknown> {
  const { where_text, ...rest } = columns as Record<string, unknown>;
  return where_text === undefined ? rest : { ...rest, where: where_text };
}
