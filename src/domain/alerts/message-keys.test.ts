import { describe, expect, it } from 'vitest';
import { appCatalogues } from '../../app/i18n/catalogues-app.js';
import { ALERT_OPERATOR_NAMES, ALERT_OPERATORS } from './condition.js';
import { validateAlertCondition } from './condition-validation.js';
import { notifyFeedback } from './feedback.js';

const keyOf = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

const errorKeys = (input: Parameters<typeof validateAlertCondition>[0]): string[] => {
  const result = validateAlertCondition(input);
  return result.ok ? [] : Object.values(result.errors).map((error) => error.key);
};

// Every key these rules hand to the app.
const keys = [
  notifyFeedback(true).key,
  notifyFeedback(false).key,
  ...errorKeys({ tagId: 1, operator: '=', threshold: 'x' }),
  ...errorKeys({ tagId: 1 }),
  ...ALERT_OPERATORS.map((operator) => `alerts.condition.operators.${ALERT_OPERATOR_NAMES[operator]}`),
];

describe('the alert rules use keys that exist', () => {
  it('emits the keys it should', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'alert.notificationSent',
        'global.error.messages.serverError',
        'alerts.condition.errors.operator',
        'alerts.condition.errors.threshold',
        'global.labels.requiredField',
      ]),
    );
  });

  it.each(Object.keys(appCatalogues) as (keyof typeof appCatalogues)[])('in %s', (locale) => {
    expect(keys.filter((key) => typeof keyOf(appCatalogues[locale], key) !== 'string')).toEqual([]);
  });
});
