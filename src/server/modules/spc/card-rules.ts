/**
 * The SPC card rules that need no database (README.md, "Settings rules"): each returns field errors,
 * keyed by field path as the forms show them (`revisions.1.valid_from`).
 */
import { MAX_SUBGROUP_SIZE, MIN_SUBGROUP_SIZE } from '../../../domain/spc/chart-model.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import type { RecordOf } from '../entities/entity-hooks-types.js';

export const cardMessages = {
  tagNotInRuleSet: 'spc.errors.tagNotInRuleSet',
  subgroupSize: 'spc.errors.subgroupSize',
  samplingChart: 'spc.errors.samplingChart',
  sampleSizeRequired: 'spc.errors.sampleSizeRequired',
  scaleInverted: 'spc.errors.scaleInverted',
  revisionDateRepeated: 'spc.errors.revisionDateRepeated',
  lowerOutsideScale: 'spc.errors.lowerOutsideScale',
  upperOutsideScale: 'spc.errors.upperOutsideScale',
  limitsInverted: 'spc.errors.limitsInverted',
  centerOutsideLimits: 'spc.errors.centerOutsideLimits',
  basePeriodInverted: 'spc.errors.basePeriodInverted',
} as const;

type Card = RecordOf<'spc-cards'>;
export type CardRevision = NonNullable<Card['revisions']>[number];
/** What the chart and sampling rules read of a card. */
export type CardSampling = Pick<Card, 'chart_type' | 'sampling' | 'subgroup_size' | 'sample_size'>;
export type CardScale = Pick<Card, 'scale_min' | 'scale_max'>;

/** Stored blanks come back as null or absent: both mean "not given". */
const given = (value: number | null | undefined): value is number => typeof value === 'number';

const subgroupCharts: readonly string[] = ['xbar-r', 'xbar-s'];
/** Montgomery, Introduction to Statistical Quality Control, 7.2: p, np and u charts need the sample size n. */
const chartsWithSampleSize: readonly string[] = ['p', 'np', 'u'];

/**
 * X̄-R and X̄-S take subgroups of 2 to 25 (the range of the control chart constants, ASTM E2587 table),
 * or the day's entries as one subgroup; I-MR and the attribute charts take each stored value as it is.
 */
export function samplingErrors(card: CardSampling): FieldErrors {
  const errors: FieldErrors = {};
  const xbar = subgroupCharts.includes(card.chart_type);
  if (card.sampling !== 'subgroup' && !xbar) errors.sampling = { key: cardMessages.samplingChart };
  const size = card.subgroup_size;
  if (xbar && card.sampling === 'subgroup' && !(given(size) && size >= MIN_SUBGROUP_SIZE && size <= MAX_SUBGROUP_SIZE)) {
    errors.subgroup_size = { key: cardMessages.subgroupSize, args: { min: MIN_SUBGROUP_SIZE, max: MAX_SUBGROUP_SIZE } };
  }
  if (chartsWithSampleSize.includes(card.chart_type) && !given(card.sample_size)) errors.sample_size = { key: cardMessages.sampleSizeRequired };
  return errors;
}

export function scaleErrors({ scale_min, scale_max }: CardScale): FieldErrors {
  return given(scale_min) && given(scale_max) && scale_min >= scale_max ? { scale_max: { key: cardMessages.scaleInverted } } : {};
}

/** A limit outside the chart's scale could never be drawn on it. */
function outsideScale(value: number | null | undefined, { scale_min, scale_max }: CardScale): boolean {
  return given(value) && ((given(scale_min) && value < scale_min) || (given(scale_max) && value > scale_max));
}

function revisionErrors(revision: CardRevision, scale: CardScale): Partial<Record<keyof CardRevision, string>> {
  const { lcl, ucl, center, base_from, base_to } = revision;
  const errors: Partial<Record<keyof CardRevision, string>> = {};
  if (outsideScale(lcl, scale)) errors.lcl = cardMessages.lowerOutsideScale;
  if (outsideScale(ucl, scale)) errors.ucl = cardMessages.upperOutsideScale;
  else if (given(lcl) && given(ucl) && lcl >= ucl) errors.ucl = cardMessages.limitsInverted;
  const inverted = given(lcl) && given(ucl) && lcl >= ucl;
  if (given(center) && !inverted && ((given(lcl) && center < lcl) || (given(ucl) && center > ucl))) errors.center = cardMessages.centerOutsideLimits;
  // ISO dates (YYYY-MM-DD) compare as text.
  if (base_from && base_to && base_from > base_to) errors.base_to = cardMessages.basePeriodInverted;
  return errors;
}

/** Each revision's limits against the scale and each other, its base period, and one revision per start date. */
export function revisionsErrors(revisions: readonly CardRevision[] | undefined, scale: CardScale): FieldErrors {
  const errors: FieldErrors = {};
  const starts = new Set<string>();
  (revisions ?? []).forEach((revision, index) => {
    for (const [field, key] of Object.entries(revisionErrors(revision, scale))) errors[`revisions.${index}.${field}`] = { key };
    if (starts.has(revision.valid_from)) errors[`revisions.${index}.valid_from`] = { key: cardMessages.revisionDateRepeated };
    starts.add(revision.valid_from);
  });
  return errors;
}

/** The card's tag must be one its rule set may chart. */
export function ruleSetTagErrors(idTag: number, ruleSetTags: readonly number[]): FieldErrors {
  return ruleSetTags.includes(idTag) ? {} : { id_tag: { key: cardMessages.tagNotInRuleSet } };
}

/** Every rule of a card that reads only the card and its rule set's tags. */
export function cardErrors(card: Card, ruleSetTags: readonly number[]): FieldErrors {
  return {
    ...ruleSetTagErrors(card.id_tag, ruleSetTags),
    ...samplingErrors(card),
    ...scaleErrors(card),
    ...revisionsErrors(card.revisions, card),
  };
}
