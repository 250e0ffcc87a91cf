import type { CachedTag } from '../../../unit-data/unit-cache-filter.js';

/** The fields of a cached tag (the tag schema's) that the data entry pages read. */
export interface EntryTag {
  id_tag: number;
  code: string;
  description: string;
  data_input?: string;
  active: boolean;
  decimals: number;
  id_unit_measurement?: number;
  filter_low?: number;
  filter_high?: number;
}

const numberOrUndefined = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A row of the unit's tag cache, typed; defaults as the tag schema's. */
export function entryTagOf(row: CachedTag): EntryTag {
  return {
    id_tag: row.id_tag,
    code: String(row.code ?? `#${row.id_tag}`),
    description: typeof row.description === 'string' ? row.description : '',
    data_input: typeof row.data_input === 'string' ? row.data_input : undefined,
    active: row.active !== false,
    decimals: numberOrUndefined(row.decimals) ?? 2,
    id_unit_measurement: numberOrUndefined(row.id_unit_measurement),
    filter_low: numberOrUndefined(row.filter_low),
    filter_high: numberOrUndefined(row.filter_high),
  };
}

/** Tags whose values people type: active, with data input manual or laboratory; by code. */
export function manualInputTags(tags: readonly EntryTag[]): EntryTag[] {
  return tags.filter((tag) => tag.active && (tag.data_input === 'manual' || tag.data_input === 'laboratory')).sort((a, b) => a.code.localeCompare(b.code));
}

/** 'CODE - description' for pickers and messages. */
export const tagLabel = (tag: Pick<EntryTag, 'code' | 'description'>) => (tag.description ? `${tag.code} - ${tag.description}` : tag.code);
