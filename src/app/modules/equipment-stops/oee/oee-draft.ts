import type { OeeSettings } from '../../../../generated/types.js';

export const WIZARD_STEPS = ['availability', 'performance', 'quality', 'summary'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The wizard's form: numbers stay null until typed, so an empty field is told apart from 0. */
export interface OeeDraft {
  title: string;
  id_frame: number | null;
  availability_title: string;
  performance_mode: OeeSettings['performance_mode'];
  ideal_cycle_time_sec: number | null;
  parts_per_cycle: number | null;
  id_tag_total: number | null;
  performance_title: string;
  id_tag_good: number | null;
  id_tag_bad: number | null;
  quality_title: string;
  active: boolean;
}

export type DraftField = keyof OeeDraft;
/** A field and the message key of its problem (with its arguments). */
export type DraftErrors = Partial<Record<DraftField, { key: string; args?: Record<string, unknown> }>>;

export const emptyDraft: OeeDraft = {
  title: '',
  id_frame: null,
  availability_title: '',
  performance_mode: 'cycleTime',
  ideal_cycle_time_sec: null,
  parts_per_cycle: 1,
  id_tag_total: null,
  performance_title: '',
  id_tag_good: null,
  id_tag_bad: null,
  quality_title: '',
  active: true,
};

/** The step that shows a field (server errors open it). */
export const stepOfField: Record<DraftField, WizardStep> = {
  title: 'availability',
  id_frame: 'availability',
  availability_title: 'availability',
  active: 'availability',
  performance_mode: 'performance',
  ideal_cycle_time_sec: 'performance',
  parts_per_cycle: 'performance',
  id_tag_total: 'performance',
  performance_title: 'performance',
  id_tag_good: 'quality',
  id_tag_bad: 'quality',
  quality_title: 'quality',
};

export function draftOf(record: Partial<OeeSettings> | Partial<OeeSettingsInput>): OeeDraft {
  return {
    title: record.title ?? '',
    id_frame: record.id_frame ?? null,
    availability_title: record.availability_title ?? '',
    performance_mode: record.performance_mode ?? 'cycleTime',
    ideal_cycle_time_sec: record.ideal_cycle_time_sec ?? null,
    parts_per_cycle: record.parts_per_cycle ?? 1,
    id_tag_total: record.id_tag_total ?? null,
    performance_title: record.performance_title ?? '',
    id_tag_good: record.id_tag_good ?? null,
    id_tag_bad: record.id_tag_bad ?? null,
    quality_title: record.quality_title ?? '',
    active: record.active ?? true,
  };
}

/** What the wizard sends: an optional field left blank is null, which clears it on update. */
export type OeeSettingsInput = { [K in Exclude<keyof OeeSettings, 'id_oee' | 'id_elemento'>]-?: OeeSettings[K] | null };

/** The record to save, titles trimmed. */
export function recordOf(draft: OeeDraft): OeeSettingsInput {
  const optionalText = (text: string) => (text.trim() ? text.trim() : null);
  return {
    title: draft.title.trim(),
    id_frame: draft.id_frame!,
    availability_title: optionalText(draft.availability_title),
    performance_mode: draft.performance_mode,
    ideal_cycle_time_sec: draft.ideal_cycle_time_sec!,
    parts_per_cycle: draft.performance_mode === 'partsPerCycle' ? (draft.parts_per_cycle ?? 1) : 1,
    id_tag_total: draft.id_tag_total!,
    performance_title: optionalText(draft.performance_title),
    id_tag_good: draft.id_tag_good,
    id_tag_bad: draft.id_tag_bad,
    quality_title: optionalText(draft.quality_title),
    active: draft.active,
  };
}
