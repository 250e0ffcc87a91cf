import {
  DEFAULT_K,
  MAX_SUBGROUP_SIZE,
  MIN_SUBGROUP_SIZE,
  RULE_NUMBERS,
  type ChartType,
  type RuleNumber,
  type Sampling,
} from '../../../../domain/spc/chart-model.js';
import type { EditableRange } from '../../analysis/PeriodPicker.js';

/** What the exploratory page charts: a tag over a period, the chart type and its sampling, K and the rules to run. */
export interface ExploratoryChoice {
  idTag: number | null;
  range: EditableRange;
  chart: ChartType;
  sampling: Sampling;
  /** X̄ charts sampled by subgroup: values per subgroup. Null while the field is empty. */
  subgroupSize: number | null;
  /** p, np and u: the size of the sample each stored count is out of. */
  sampleSize: number | null;
  k: number | null;
  rules: RuleNumber[];
}

export type ChoiceField = 'idTag' | 'range' | 'subgroupSize' | 'sampleSize' | 'k' | 'rules';
/** A field's problem: a message key and its arguments. */
export type ChoiceProblems = Partial<Record<ChoiceField, { key: string; args?: Record<string, unknown> }>>;

/** The sigma multiples a card accepts (schema `k_factor`). */
export const MIN_K = 1;
export const MAX_K = 6;
export const DEFAULT_SUBGROUP_SIZE = 5;

export const isXbarChart = (chart: ChartType) => chart === 'xbar-r' || chart === 'xbar-s';
/** Only X̄ charts have a subgroup size to choose: I-MR charts individuals, attribute charts counts; day-N sampling makes the day the subgroup. */
export const usesSubgroupSize = (chart: ChartType, sampling: Sampling) => isXbarChart(chart) && sampling === 'subgroup';
/** p, np and u need the sample size; c counts defects in a constant area of opportunity (Montgomery §7.3). */
export const usesSampleSize = (chart: ChartType) => chart === 'p' || chart === 'np' || chart === 'u';

export function initialChoice(range: EditableRange): ExploratoryChoice {
  return {
    idTag: null,
    range,
    chart: 'xbar-r',
    sampling: 'subgroup',
    subgroupSize: DEFAULT_SUBGROUP_SIZE,
    sampleSize: null,
    k: DEFAULT_K,
    rules: [...RULE_NUMBERS],
  };
}

/** A new chart type keeps what still applies: day-N sampling is for X̄ charts only. */
export function withChart(choice: ExploratoryChoice, chart: ChartType): ExploratoryChoice {
  return { ...choice, chart, sampling: isXbarChart(chart) ? choice.sampling : 'subgroup' };
}

const isWhole = (value: number | null, min: number, max: number) => value !== null && Number.isInteger(value) && value >= min && value <= max;

/** What keeps the choice from being charted, per field (the server checks the same and answers the same keys' fields). */
export function choiceProblems(choice: ExploratoryChoice): ChoiceProblems {
  const problems: ChoiceProblems = {};
  if (choice.idTag === null) problems.idTag = { key: 'spcExploratory.errors.tagRequired' };
  if (choice.range.from === null || choice.range.to === null || choice.range.from >= choice.range.to) problems.range = { key: 'analysis.period.invalid' };
  if (usesSubgroupSize(choice.chart, choice.sampling) && !isWhole(choice.subgroupSize, MIN_SUBGROUP_SIZE, MAX_SUBGROUP_SIZE))
    problems.subgroupSize = { key: 'spcExploratory.errors.subgroupSize', args: { min: MIN_SUBGROUP_SIZE, max: MAX_SUBGROUP_SIZE } };
  if (usesSampleSize(choice.chart) && !isWhole(choice.sampleSize, 1, 1_000_000)) problems.sampleSize = { key: 'spcExploratory.errors.sampleSize' };
  if (choice.k === null || !(choice.k >= MIN_K && choice.k <= MAX_K)) problems.k = { key: 'spcExploratory.errors.k', args: { min: MIN_K, max: MAX_K } };
  if (choice.rules.length === 0) problems.rules = { key: 'spcExploratory.errors.rulesRequired' };
  return problems;
}

/** The body of `POST SPC/queries/chart` (src/server/modules/spc/README.md), or null while the choice has a problem. */
export interface TagChartBody {
  id_tag: number;
  from: string;
  to: string;
  chart: ChartType;
  sampling: Sampling;
  subgroupSize?: number;
  sampleSize?: number;
  k: number;
  rules: RuleNumber[];
  points: number;
}

export function tagChartBody(choice: ExploratoryChoice, points: number): TagChartBody | null {
  if (Object.keys(choiceProblems(choice)).length > 0) return null;
  const { idTag, range, chart, sampling, subgroupSize, sampleSize, k, rules } = choice;
  return {
    id_tag: idTag!,
    from: new Date(range.from!).toISOString(),
    to: new Date(range.to!).toISOString(),
    chart,
    sampling,
    ...(usesSubgroupSize(chart, sampling) ? { subgroupSize: subgroupSize! } : {}),
    ...(usesSampleSize(chart) ? { sampleSize: sampleSize! } : {}),
    k: k!,
    rules: [...rules].sort((a, b) => a - b),
    points,
  };
}

/** The server's field of a refusal (`subgroupSize: spc.errors.subgroupSize`) as the page's field. */
export function choiceFieldOf(serverField: string): ChoiceField | null {
  if (serverField === 'id_tag') return 'idTag';
  if (serverField === 'from' || serverField === 'to') return 'range';
  if (serverField === 'subgroupSize' || serverField === 'sampleSize' || serverField === 'k') return serverField;
  if (serverField === 'rules' || serverField.startsWith('rules.')) return 'rules';
  return null;
}
