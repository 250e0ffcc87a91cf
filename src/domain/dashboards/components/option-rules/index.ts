import type { FieldErrors } from '../../../validation/field-errors.js';
import type { ComponentType } from '../component-types.js';
import { gaugeRule } from './gauge.js';
import { gridRule } from './grid.js';
import { pieRule } from './pie.js';
import { scaleRangeRule } from './scale-range.js';

/** A rule a component's options schema cannot say (two fields compared: start ≤ end), as field errors keyed by option path. */
export type OptionRule = (options: Record<string, unknown>) => FieldErrors;

/** Each component type's extra option rules (one file per type in this folder), run by the widget hook after its schema. */
export const optionRules: Partial<Record<ComponentType, OptionRule>> = {
  gauge: gaugeRule,
  solidGauge: scaleRangeRule,
  bulletChart: scaleRangeRule,
  grid: gridRule,
  pie: pieRule,
};
