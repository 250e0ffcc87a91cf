import type { EntryTag } from '../shared/entry-tag.js';
import { parseDecimal } from '../shared/parse-decimal.js';
import { toUtcIso, wallTimeToUtc } from '../shared/unit-time.js';

export interface ManualValueProblems {
  tag?: string;
  ts?: string;
  value?: string;
}

export interface ManualValue {
  /** The writeValues row, when the form holds no problem. */
  row?: { tag: number; ts: string; value: number };
  problems: ManualValueProblems;
}

/** The form's tag, unit wall-clock time and typed number as one writeValues row, or what is wrong (i18n keys). */
export function manualValue(tag: EntryTag | null, when: string, text: string, timezone: string): ManualValue {
  const problems: ManualValueProblems = {};
  if (!tag) problems.tag = 'dataEntry.input.chooseTag';
  const instant = wallTimeToUtc(timezone, when);
  if (instant === undefined) problems.ts = 'dataEntry.input.invalidTime';
  const value = parseDecimal(text);
  if (text.trim() === '') problems.value = 'dataEntry.common.requiredValue';
  else if (value === undefined) problems.value = 'dataEntry.common.invalidNumber';
  if (Object.keys(problems).length) return { problems };
  return { row: { tag: tag!.id_tag, ts: toUtcIso(instant!), value: value! }, problems };
}

/** The server's field errors of the one row sent (`values.0.<field>`), on the form's inputs. */
export function problemsOfRowFields(fields: Readonly<Record<string, string>>): ManualValueProblems {
  const problems: ManualValueProblems = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = /^values\.0\.(tag|ts|value)$/.exec(path)?.[1] as keyof ManualValueProblems | undefined;
    if (field) problems[field] ??= message;
  }
  return problems;
}
