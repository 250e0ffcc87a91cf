import type { FieldModel } from '../../../../src/domain/entities/entity-model.js';
import type { SeededRandom } from '../seeded-random.js';

/** One request of the fuzz run; `signed` ones carry the admin's token and unit. */
export interface FuzzRequest {
  family: 'nul' | 'multipart' | 'refs' | 'junk';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below `/{product}/`, already encoded. */
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  signed: boolean;
}

/** What the generators know of the seeded plant. */
export interface FuzzContext {
  models: readonly { api: string; fields: readonly FieldModel[] }[];
  /** A tag code that exists in the selected unit's plant. */
  tagCode: string;
}

export const json = (family: FuzzRequest['family'], method: FuzzRequest['method'], url: string, body: unknown): FuzzRequest => ({
  family,
  method,
  url,
  payload: JSON.stringify(body),
  contentType: 'application/json',
  signed: true,
});

export const writableFields = (fields: readonly FieldModel[]) => fields.filter((field) => !field.readOnly && field.kind !== 'key');

/** A value a form could send for the field (often valid, never guaranteed to be). */
export function plausibleValue(field: FieldModel, random: SeededRandom): unknown {
  switch (field.kind) {
    case 'string':
      return random.text(Math.min(field.maxLength ?? 20, 20)) || 'x';
    case 'password':
      return 'Fuzz-Pass-1234!';
    case 'email':
      return 'fuzz@example.com';
    case 'color':
      return '#12ab34';
    case 'date':
      return '2024-02-29';
    case 'date-time':
      return '2024-02-29T10:00:00.000Z';
    case 'hour-minute':
      return '08:30';
    case 'integer':
      return random.int(-5, 100);
    case 'number':
      return random.next() * 100;
    case 'boolean':
      return random.chance(0.5);
    case 'flag':
      return random.pick(['S', 'N']);
    case 'bit':
      return random.pick([0, 1]);
    case 'enum':
      return random.pick(field.enum ?? ['x']);
    case 'ref':
      return random.int(1, 3);
    case 'refs':
      return [random.int(1, 3)];
    case 'objects':
      return [];
    default:
      return null;
  }
}

export function plausibleRecord(fields: readonly FieldModel[], random: SeededRandom): Record<string, unknown> {
  return Object.fromEntries(writableFields(fields).map((field) => [field.name, plausibleValue(field, random)]));
}
