import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas, type SchemaSource } from './load.js';
import { normalise } from './normalise.js';

const sources = await loadSchemas(join(import.meta.dirname, '../../schemas'));
const parametersFile = 'operational-structure/parameters.schema.json';

function withEdit(edit: (schema: any) => void): SchemaSource[] {
  return sources.map((source) => (source.file === parametersFile ? { ...source, schema: edit(structuredClone(source.schema)) ?? source.schema } : source));
}

describe('x-resource.singleton', () => {
  it('marks the model of a schema that sets it', () => {
    const parameters = normalise(sources).find((model) => model.name === 'parameters');
    expect(parameters?.singleton).toBe(true);
  });

  it.each([
    [
      'a scope column that is not unique on its own',
      (s: any) => (delete s.properties.cli_codigo['x-unique'], s),
      'x-resource.singleton needs "x-unique": [] on cli_codigo',
    ],
    [
      'a scope column unique only with another column',
      (s: any) => ((s.properties.cli_codigo['x-unique'] = ['user_limit']), s),
      'x-resource.singleton needs "x-unique": [] on cli_codigo',
    ],
    ['a global scope', (s: any) => ((s['x-resource'].scope = 'global'), s), 'x-resource.singleton needs a client, plant or element scope'],
  ])('refuses %s', (_name, edit, reason) => {
    expect(() => normalise(withEdit(edit))).toThrow(`${parametersFile}: ${reason}`);
  });
});
