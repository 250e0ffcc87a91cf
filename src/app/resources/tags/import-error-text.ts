import type { ImportLineError } from './import-tags-request.js';

type Translate = (key: string, args?: Record<string, unknown>) => string;

/**
 * One refused line in words: `Line 4 · Decimal places: Must be an integer`. A validation key names
 * its field (`args.field`, e.g. `decimals` or `calculations.0.formula`), shown with its form label.
 */
export function importErrorText(error: ImportLineError, translate: Translate, labelKeyOf: (field: string) => string | undefined): string {
  const { field, ...args } = error.args ?? {};
  const line = translate('tags.import.line', { row: error.row });
  const message = translate(error.key, { _: error.key, ...args });
  if (typeof field !== 'string') return `${line} · ${message}`;
  const labelKey = labelKeyOf(field.split('.')[0]!);
  return `${line} · ${labelKey ? translate(labelKey) : field}: ${message}`;
}
