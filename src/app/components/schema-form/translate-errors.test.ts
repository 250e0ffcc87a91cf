import { describe, expect, it } from 'vitest';
import type { RJSFValidationError } from '@rjsf/utils';
import { translatedErrors } from './translate-errors.js';

const translate = (key: string, args?: Record<string, unknown>) => `${key}${args && 'max' in args ? `(${String(args.max)})` : ''}`;
const error = (name: string, params: Record<string, unknown>, title?: string): RJSFValidationError => ({
  name,
  params,
  property: '.field',
  message: 'ajv english',
  stack: 'ajv english',
  title,
});

describe('translatedErrors', () => {
  it.each([
    ['required', { missingProperty: 'field' }, 'global.labels.requiredField'],
    ['maximum', { limit: 20, comparison: '<=' }, 'validation.maxValue(20)'],
    ['format', { format: 'hour-minute' }, 'validation.format.hourMinute'],
    ['format', { format: 'email' }, 'global.labels.insertValidEmail'],
    ['type', { type: 'integer' }, 'validation.integer'],
    ['someNewKeyword', {}, 'validation.invalid'],
  ])('gives %s %j our message %s instead of Ajv English', (name, params, message) => {
    const [translated] = translatedErrors(translate)([error(name, params)]);
    expect(translated).toMatchObject({ message, stack: message, property: '.field' });
  });

  it('names the field in the stack when rjsf knows its title', () => {
    const [translated] = translatedErrors(translate)([error('maximum', { limit: 5 }, 'Retries')]);
    expect(translated!.stack).toBe('Retries: validation.maxValue(5)');
  });
});
