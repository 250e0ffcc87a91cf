import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { createAjv } from '../../src/domain/validation/create-ajv.js';
import type { SchemaSource } from './load.js';

/** `schemas/meta.schema.json`: every keyword a schema may use; `load` leaves it out of the entities. */
export const metaSchemaFile = 'meta.schema.json';
const metaSchemaPath = join(import.meta.dirname, '../../schemas', metaSchemaFile);

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    return `${error.instancePath}/${escapePointer(String(params.additionalProperty))}: is not an allowed keyword (schemas/README.md)`;
  }
  const allowed = Array.isArray(params.allowedValues) ? ` (${params.allowedValues.join(', ')})` : '';
  return `${error.instancePath || '/'}: ${error.message}${allowed}`;
}

/** Stage 1b: every schema file against the meta-schema; throws `<file>: <json pointer>: <reason>` lines. */
export function checkMetaSchema(sources: readonly SchemaSource[]): void {
  const validate = createAjv().compile(JSON.parse(readFileSync(metaSchemaPath, 'utf8')));
  const problems = sources.flatMap((source) => {
    if (validate(source.schema)) return [];
    // anyOf repeats its branches' errors; its own line says enough.
    const errors = validate.errors!.filter(
      (e, _, all) => !all.some((o) => o.keyword === 'anyOf' && e.schemaPath.startsWith(o.schemaPath.replace(/anyOf$/, 'anyOf/'))),
    );
    return [...new Set(errors.map((error) => `${source.file}: ${describe(error)}`))];
  });
  if (problems.length) throw new Error(problems.join('\n'));
}
