import { compile } from 'json-schema-to-typescript';
import type { EntityModel } from '../../src/domain/entities/entity-model.js';
import type { JsonSchema, RouteDescription } from '../../src/server/route-schemas/route-schema.js';
import { tsModule, type Output } from '../lib/output.js';
import { typeName } from './types.js';

/**
 * `api-types.ts`: the request and answer types of the hand-written routes, from their route schemas,
 * for the server and the app alike. A shared shape (a schema with a `title`, used by several routes)
 * is one named type; an entity record is the entity's generated type from `types.ts`.
 */
export async function emitApiTypes(routes: readonly RouteDescription[], models: readonly EntityModel[]): Promise<Output[]> {
  const entityTypes = new Map(models.map((model) => [model.name, typeName(model)]));
  const used = new Set<string>();
  const named = new Map<object, string>();
  const defs: Record<string, unknown> = {};

  const convert = (node: unknown, root = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => convert(item));
    if (typeof node !== 'object' || node === null) return node;
    const record = node as JsonSchema;
    const entity = record['x-entity'];
    if (typeof entity === 'string') {
      const type = entityTypes.get(entity) ?? 'Record<string, unknown>';
      if (entityTypes.has(entity)) used.add(type);
      return { tsType: type };
    }
    if (!root && typeof record.title === 'string') {
      const name = named.get(record) ?? record.title;
      if (!named.has(record)) {
        named.set(record, name);
        defs[name] = convert(record, true);
      }
      return { $ref: `#/$defs/${name}` };
    }
    return Object.fromEntries(
      Object.entries(record)
        .filter(([key]) => !key.startsWith('x-'))
        .map(([key, value]) => [key, convert(value)]),
    );
  };

  for (const route of routes) {
    const parts: [string, JsonSchema | undefined][] = [
      ['Answer', route.answerMedia ? undefined : route.answer],
      ['Body', route.bodyMedia ? undefined : route.body],
      ['Query', route.query],
      ['Params', route.params],
    ];
    for (const [suffix, schema] of parts) {
      if (schema) defs[`${route.typeBase}${suffix}`] = { ...(convert(schema, true) as object), title: `${route.typeBase}${suffix}` };
    }
  }
  const root = {
    title: 'ApiTypes',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(defs).map((name) => [name, { $ref: `#/$defs/${name}` }])),
    $defs: defs,
  };
  const compiled = await compile(root as never, 'ApiTypes', {
    bannerComment: '',
    format: true,
    additionalProperties: false,
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
  });
  const imports = used.size ? `import type { ${[...used].sort().join(', ')} } from './types.js';\n\n` : '';
  return [{ path: 'api-types.ts', contents: tsModule(`${imports}${compiled.trim()}\n`) }];
}
