/** The message keys the alert routes answer with (src/app/i18n/messages/alerts and the app's global ones). */
export const alertKeys = {
  inactive: 'alerts.errors.inactive',
  timestamp: 'alerts.errors.timestamp',
  endBeforeStart: 'alerts.errors.endBeforeStart',
  alertMismatch: 'alerts.errors.alertMismatch',
  notUnitUser: 'alerts.errors.notUnitUser',
  required: 'global.labels.requiredField',
  maxLength: 'global.labels.maxLengthExceeded',
  integer: 'validation.integer',
  type: 'validation.type',
  oneOf: 'validation.oneOf',
  minValue: 'validation.minValue',
  maxValue: 'validation.maxValue',
  maxItems: 'validation.maxItems',
  minItems: 'validation.minItems',
  referenceNotFound: 'validation.referenceNotFound',
  invalid: 'validation.invalid',
} as const;
