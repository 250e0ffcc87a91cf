/** An alert's raising condition: a tag's incoming value compared with a threshold. */

export const ALERT_OPERATORS = ['>', '<', '>=', '<=', '==', '!='] as const;
export type AlertOperator = (typeof ALERT_OPERATORS)[number];

/** The word of each operator in i18n keys: `alerts.condition.operators.<name>`. */
export const ALERT_OPERATOR_NAMES: Record<AlertOperator, string> = { '>': 'gt', '<': 'lt', '>=': 'gte', '<=': 'lte', '==': 'eq', '!=': 'ne' };

export function isAlertOperator(value: unknown): value is AlertOperator {
  return typeof value === 'string' && (ALERT_OPERATORS as readonly string[]).includes(value);
}

/**
 * Whether `value operator threshold` holds. A missing, NaN or infinite value or threshold, or an
 * unknown operator (say from an old row), never raises. Equality is exact, as in the calculation
 * language (src/domain/calc).
 */
export function evaluateCondition(operator: AlertOperator | string, threshold: number, value: number | null | undefined): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value) || !Number.isFinite(threshold)) return false;
  switch (operator) {
    case '>':
      return value > threshold;
    case '<':
      return value < threshold;
    case '>=':
      return value >= threshold;
    case '<=':
      return value <= threshold;
    case '==':
      return value === threshold;
    case '!=':
      return value !== threshold;
    default:
      return false;
  }
}
