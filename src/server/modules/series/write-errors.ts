import { ApiError } from '../../core/api-error.js';
import type { ExistingValue } from '../../../domain/series/existing-value.js';

/** An API error whose body carries more than `{ code, message, fields }`: translation args, or `data` beside `error`. */
export class DetailedApiError extends ApiError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    private readonly args?: Record<string, unknown>,
    private readonly data?: Record<string, unknown>,
  ) {
    super(statusCode, code, message);
  }

  override toBody() {
    const body = super.toBody();
    return { error: { ...body.error, ...(this.args ? { args: this.args } : {}) }, ...(this.data ? { data: this.data } : {}) };
  }
}

/** Message keys of the value writes (src/app/i18n/messages/values; ruleFailed is in messages/data-entry). */
export const valueKeys = {
  tagNotFound: 'dataEntry.values.tagNotFound',
  tagInactive: 'dataEntry.values.tagInactive',
  calculationTag: 'dataEntry.values.calculationTag',
  timestamp: 'dataEntry.values.timestamp',
  tagRef: 'dataEntry.values.tagRef',
  ruleFailed: 'dataEntry.collect.ruleFailed',
  notCollectGroup: 'dataEntry.values.notCollectGroup',
  tagNotInGroup: 'dataEntry.values.tagNotInGroup',
  ruleInvalid: 'dataEntry.values.ruleInvalid',
  importRejected: 'dataEntry.values.importRejected',
  importHeader: 'dataEntry.values.importHeader',
  importEmpty: 'dataEntry.values.importEmpty',
  importTooManyRows: 'dataEntry.values.importTooManyRows',
  importColumns: 'dataEntry.values.importColumns',
  importNoFile: 'dataEntry.values.importNoFile',
  valueExists: 'dataEntry.values.valueExists',
} as const;

/** A validation rule of the group does not hold: 400 RULE_FAILED with the rule's own message. */
export const ruleFailed = (message: string, expression: string) => new DetailedApiError(400, 'RULE_FAILED', valueKeys.ruleFailed, { message, expression });

export interface ImportRowError {
  /** 1-based line of the file (the header is line 1). */
  row: number;
  key: string;
  args?: Record<string, unknown>;
}

/** A CSV file with at least one bad row: nothing stored, every bad row named. */
export const importRejected = (errors: readonly ImportRowError[]) =>
  new DetailedApiError(400, 'IMPORT_REJECTED', valueKeys.importRejected, undefined, { errors });

const MAX_EXISTING_REPORTED = 200;

/** A write without `overwrite: true` met stored values it would change: 409, nothing stored, the first ones named. */
export const valueExists = (existing: readonly ExistingValue[]) =>
  new DetailedApiError(
    409,
    'VALUE_EXISTS',
    valueKeys.valueExists,
    { smart_count: existing.length },
    { existing: existing.slice(0, MAX_EXISTING_REPORTED), count: existing.length },
  );
