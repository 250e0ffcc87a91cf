import type { DraftErrors, OeeDraft, WizardStep } from './oee-draft.js';

const required = { key: 'ra.validation.required' };
const tooLong = (max: number) => ({ key: 'ra.validation.maxLength', args: { max } });

function numberBetween(value: number | null, min: number, max: number) {
  if (value === null) return required;
  if (value < min) return { key: 'ra.validation.minValue', args: { min } };
  if (value > max) return { key: 'ra.validation.maxValue', args: { max } };
  return undefined;
}

/** What keeps a step from being left (the schema's limits, asked of the user before the server is). */
export function stepErrors(step: WizardStep, draft: OeeDraft): DraftErrors {
  const errors: DraftErrors = {};
  const set = (field: keyof OeeDraft, problem: DraftErrors[keyof OeeDraft]) => {
    if (problem) errors[field] = problem;
  };
  if (step === 'availability') {
    set('title', !draft.title.trim() ? required : draft.title.length > 100 ? tooLong(100) : undefined);
    set('id_frame', draft.id_frame === null ? required : undefined);
    set('availability_title', draft.availability_title.length > 60 ? tooLong(60) : undefined);
  }
  if (step === 'performance') {
    set('ideal_cycle_time_sec', numberBetween(draft.ideal_cycle_time_sec, 0.001, 86400));
    if (draft.performance_mode === 'partsPerCycle') set('parts_per_cycle', numberBetween(draft.parts_per_cycle, 0.001, 1_000_000));
    set('id_tag_total', draft.id_tag_total === null ? required : undefined);
    set('performance_title', draft.performance_title.length > 60 ? tooLong(60) : undefined);
  }
  if (step === 'quality') {
    set('id_tag_good', draft.id_tag_good === null && draft.id_tag_bad === null ? { key: 'oee.wizard.errors.qualityTag' } : undefined);
    set('quality_title', draft.quality_title.length > 60 ? tooLong(60) : undefined);
  }
  return errors;
}

/** The first step with a problem, from the start (before saving). */
export function firstInvalidStep(draft: OeeDraft): WizardStep | null {
  for (const step of ['availability', 'performance', 'quality'] as const) if (Object.keys(stepErrors(step, draft)).length > 0) return step;
  return null;
}
