import type { JsonSchema, RouteDescription } from '../../src/server/route-schemas/route-schema.js';

const errorAnswer = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

/** Vendor keys dropped; an entity record becomes a reference to the entity's component schema. */
let entityTypes: Readonly<Record<string, string>> = {};
const plain = (schema: unknown): JsonSchema =>
  JSON.parse(JSON.stringify(schema), (key, value) => {
    if (key.startsWith('x-')) return undefined;
    const entity = (value as { 'x-entity'?: string } | null)?.['x-entity'];
    return entity && entityTypes[entity] ? { $ref: `#/components/schemas/${entityTypes[entity]}` } : value;
  }) as JsonSchema;

/** `/LOGBOOK/entities/DATA/:id` as OpenAPI writes it, below the product segment unless the route is at the root. */
export function openApiPath(route: Pick<RouteDescription, 'url' | 'root'>, product: string): string {
  return `${route.root ? '' : `/${product}`}${route.url.replace(/:(\w+)/g, '{$1}')}`;
}

function parameters(schema: JsonSchema | undefined, where: 'path' | 'query'): unknown[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    ...(where === 'path' || required.has(name) ? { required: true } : {}),
    schema: plain(property),
  }));
}

/** A multipart upload: one file part. */
const uploadBody = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };

function operation(route: RouteDescription): Record<string, unknown> {
  const answer = {
    description: 'OK',
    content: { [route.answerMedia ?? 'application/json']: { schema: route.answerMedia ? { type: 'string', format: 'binary' } : plain(route.answer) } },
  };
  const bodyMedia = route.bodyMedia ?? 'application/json';
  return {
    operationId: route.typeBase,
    tags: [route.url.split('/')[1]],
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body || route.bodyMedia
      ? { requestBody: { required: true, content: { [bodyMedia]: { schema: route.body ? plain(route.body) : uploadBody } } } }
      : {}),
    responses: {
      ...Object.fromEntries([200, ...(route.alsoAnswers ?? [])].map((status) => [String(status), answer])),
      '400': { description: 'Refused input: fields names each problem', ...errorAnswer },
      ...(route.root || route.url.startsWith('/CAC/actions/login') ? {} : { '401': { description: 'No valid session', ...errorAnswer } }),
      '403': { description: 'Forbidden', ...errorAnswer },
      '404': { description: 'Not found', ...errorAnswer },
    },
  };
}

/** The hand-written routes' OpenAPI paths; `typeNames` maps an entity name to its component schema. */
export function routePaths(
  routes: readonly RouteDescription[],
  product: string,
  typeNames: Readonly<Record<string, string>>,
): Record<string, Record<string, unknown>> {
  entityTypes = typeNames;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route, product);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return paths;
}
