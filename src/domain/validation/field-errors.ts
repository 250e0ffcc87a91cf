import type { ErrorObject } from 'ajv';

/** One field's problem: an i18n key and its interpolation arguments. */
export interface FieldError {
  key: string;
  args?: Record<string, unknown>;
}

/** Field path ('usu_nome', 'shifts.0.start') -> its first problem. */
export type FieldErrors = Record<string, FieldError>;

const formatKeys: Record<string, string> = {
  email: 'global.labels.insertValidEmail',
  date: 'validation.format.date',
  'date-time': 'validation.format.dateTime',
  'hour-minute': 'validation.format.hourMinute',
};

/** One Ajv error as our i18n key (also used by the runtime forms' error translation). */
export function toFieldError(error: Pick<ErrorObject, 'keyword' | 'params'>): FieldError {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { key: 'global.labels.requiredField' };
    case 'maxLength':
      return { key: 'global.labels.maxLengthExceeded', args: { max: params.limit } };
    case 'minLength':
      return params.limit === 1 ? { key: 'global.labels.requiredField' } : { key: 'validation.minLength', args: { min: params.limit } };
    case 'minimum':
      return { key: 'validation.minValue', args: { min: params.limit } };
    case 'maximum':
      return { key: 'validation.maxValue', args: { max: params.limit } };
    case 'type':
      return { key: params.type === 'integer' ? 'validation.integer' : params.type === 'number' ? 'validation.number' : 'validation.type' };
    case 'enum':
      return { key: 'validation.oneOf', args: { options: (params.allowedValues as unknown[]).join(', ') } };
    case 'pattern':
      if (params.pattern === '^\\S+$') return { key: 'global.labels.noSpacesAllowed' };
      if (params.pattern === '^#[0-9a-fA-F]{6}$') return { key: 'validation.color' };
      return { key: 'validation.pattern' };
    case 'format':
      return { key: formatKeys[String(params.format)] ?? 'validation.pattern' };
    case 'maxItems':
      return { key: 'validation.maxItems', args: { max: params.limit } };
    case 'minItems':
      return { key: 'validation.minItems', args: { min: params.limit } };
    case 'uniqueItems':
      return { key: 'validation.uniqueItems' };
    case 'additionalProperties':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.invalid' };
  }
}

function pathOf(error: ErrorObject): string {
  const base = error.instancePath.split('/').filter(Boolean);
  const params = error.params as Record<string, string>;
  if (error.keyword === 'required') base.push(params.missingProperty!);
  if (error.keyword === 'additionalProperties') base.push(params.additionalProperty!);
  return base.join('.') || '_';
}

/** Ajv's errors as translated-key field errors, first problem per field. */
export function fieldErrorsOf(errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors ?? []) {
    const path = pathOf(error);
    result[path] ??= toFieldError(error);
  }
  return result;
}
