import type { ValidateFunction } from 'ajv';
import { isComponentType, type ComponentType } from '../../../../domain/dashboards/components/component-types.js';
import { optionRules } from '../../../../domain/dashboards/components/option-rules/index.js';
import { componentOptions } from '../../../../domain/dashboards/components/options/index.js';
import { createAjv } from '../../../../domain/validation/create-ajv.js';
import { fieldErrorsOf, type FieldErrors } from '../../../../domain/validation/field-errors.js';
import { optionTransforms } from './option-transforms.js';

const ajv = createAjv({ useDefaults: true });
const validators = new Map<ComponentType, ValidateFunction>();

function validatorOf(type: ComponentType): ValidateFunction {
  let validate = validators.get(type);
  if (!validate) {
    validate = ajv.compile(componentOptions[type].schema);
    validators.set(type, validate);
  }
  return validate;
}

/** The stored `options` column: the object itself, or its JSON text. */
export function optionsOf(value: unknown): Record<string, unknown> {
  try {
    const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A widget's options checked with its component type's schema, the one the widget editor's form renders
 * (`src/domain/dashboards/components/options/`), then its rules the schema cannot say (`option-rules/`): the options
 * with the schema's defaults filled in, or the problems as `options.<path>` field errors. An `empty` widget keeps no
 * options. Reading a stored widget's options (the tab's data) goes through this too, for their defaults.
 */
export function checkWidgetOptions(component: unknown, value: unknown): { options: Record<string, unknown>; errors: FieldErrors } {
  if (!isComponentType(component)) return { options: {}, errors: {} };
  const options = structuredClone(optionsOf(value));
  const validate = validatorOf(component);
  const errors: FieldErrors = {};
  if (validate(options)) {
    for (const [path, error] of Object.entries(optionRules[component]?.(options) ?? {})) errors[`options.${path}`] = error;
    return { options, errors };
  }
  for (const [path, error] of Object.entries(fieldErrorsOf(validate.errors))) errors[path === '_' ? 'options' : `options.${path}`] = error;
  return { options, errors };
}

/** Valid options as they are stored: with the type's transform applied (`option-transforms.ts`), once, on write. */
export function storedWidgetOptions(component: unknown, options: Record<string, unknown>): Record<string, unknown> {
  const transform = isComponentType(component) ? optionTransforms[component] : undefined;
  return transform ? transform(options) : options;
}
