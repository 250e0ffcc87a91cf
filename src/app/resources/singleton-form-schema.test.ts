import { describe, expect, it } from 'vitest';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { entities } from '../../generated/entities.js';
import { singletonFormSchema } from './singleton-form-schema.js';

const model = (entities as Record<string, EntityModel>)['integration-parameters']!;
const translate = (key: string) => `t:${key}`;

describe('singletonFormSchema', () => {
  const { schema, uiSchema } = singletonFormSchema(model, translate);

  it('offers only what a user writes: no key, no scope column', () => {
    expect(Object.keys(schema.properties ?? {})).toEqual([
      'request_timeout_seconds',
      'retry_attempts',
      'retry_interval_seconds',
      'log_retention_days',
      'notify_on_failure',
      'failure_email',
    ]);
    expect(schema.required).toEqual(['request_timeout_seconds', 'retry_attempts', 'retry_interval_seconds', 'log_retention_days']);
  });

  it("keeps the schema's own rules and titles each field with its translation", () => {
    expect(schema.properties?.retry_attempts).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: 10,
      default: 3,
      title: 't:resources.integration-parameters.fields.retry_attempts',
    });
    expect(schema.properties?.failure_email).toMatchObject({ format: 'email', maxLength: 200 });
  });

  it('shows an S/N flag as a translated yes/no choice', () => {
    expect(uiSchema.notify_on_failure).toMatchObject({ 'ui:widget': 'radio', 'ui:enumNames': ['t:ra.boolean.true', 't:ra.boolean.false'] });
  });
});
