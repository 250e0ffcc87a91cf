import type { EntryTag } from '../shared/entry-tag.js';
import { parseDecimal } from '../shared/parse-decimal.js';
import type { CollectFrequency } from './collect-slots.js';

/** A collect-tags record (resource collect-tags): how one tag is collected. */
export interface CollectTagSetting {
  id_tag: number;
  frequency?: CollectFrequency;
  position?: number;
  required?: boolean;
}

export interface CollectRow {
  tag: EntryTag;
  required: boolean;
  frequency?: CollectFrequency;
}

/**
 * One row per tag of the group, in collect-tags position order (tags without a position last),
 * then by code. A tag missing from the unit's cache keeps its id as code.
 */
export function collectRows(tagIds: readonly number[], tags: ReadonlyMap<number, EntryTag>, settings: ReadonlyMap<number, CollectTagSetting>): CollectRow[] {
  const position = (id: number) => settings.get(id)?.position ?? Number.POSITIVE_INFINITY;
  return [...new Set(tagIds)]
    .map((id) => ({
      tag: tags.get(id) ?? { id_tag: id, code: `#${id}`, description: '', active: true, decimals: 2 },
      required: settings.get(id)?.required === true,
      frequency: settings.get(id)?.frequency,
    }))
    .sort((a, b) => position(a.tag.id_tag) - position(b.tag.id_tag) || a.tag.code.localeCompare(b.tag.code));
}

/** What is wrong with a row's input: an i18n key, or the server's translated field message. */
export type RowProblem = string;

export interface CollectPayload {
  values: { id_tag: number; value: number }[];
  problems: Map<number, RowProblem>;
}

/** The row of each field error `values.<i>.<field>` of the server's answer to `values`. */
export function problemsOfFields(values: CollectPayload['values'], fields: Readonly<Record<string, string>>): Map<number, RowProblem> {
  const problems = new Map<number, RowProblem>();
  for (const [path, message] of Object.entries(fields)) {
    const index = /^values\.(\d+)\./.exec(path)?.[1];
    const idTag = index === undefined ? undefined : values[Number(index)]?.id_tag;
    if (idTag !== undefined && !problems.has(idTag)) problems.set(idTag, message);
  }
  return problems;
}

/** The typed values to send (blank inputs skipped), and each row's problem: a required blank or a bad number. */
export function collectPayload(rows: readonly CollectRow[], inputs: Readonly<Record<number, string>>): CollectPayload {
  const values: CollectPayload['values'] = [];
  const problems = new Map<number, RowProblem>();
  for (const { tag, required } of rows) {
    const text = inputs[tag.id_tag] ?? '';
    if (text.trim() === '') {
      if (required) problems.set(tag.id_tag, 'dataEntry.common.requiredValue');
      continue;
    }
    const value = parseDecimal(text);
    if (value === undefined) problems.set(tag.id_tag, 'dataEntry.common.invalidNumber');
    else values.push({ id_tag: tag.id_tag, value });
  }
  return { values, problems };
}
