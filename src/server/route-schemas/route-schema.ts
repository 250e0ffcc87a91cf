import { entityList } from '../../generated/entities.js';

/**
 * A hand-written route's contract: its request parts and its answer, JSON Schema files beside the
 * module (`<module>/schemas/<route>.<body|query|params|answer>.schema.json`, shared shapes as
 * `<shape>.schema.json` with a `title`). One description serves three readers: Fastify validates the
 * request with the project's Ajv and serialises the answer through it (a field the answer schema
 * does not name is not sent), and `npm run generate` writes the OpenAPI paths and the TypeScript
 * answer types the server and the app share (`src/generated/api-types.ts`).
 */
export type JsonSchema = Record<string, unknown>;

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteParts {
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
  answer: JsonSchema;
  /** Other successful statuses with the same answer (a health check's 503 still answers its body). */
  alsoAnswers?: readonly number[];
  /** What the body is when it is no JSON (a multipart upload, a file download). */
  bodyMedia?: 'multipart/form-data';
  answerMedia?: 'application/octet-stream';
}

export interface RouteDescription extends RouteParts {
  method: RouteMethod;
  /** Fastify's path below `/{product}/` (or from the root when `root`), `:name` for a parameter. */
  url: string;
  root?: boolean;
  /** Names the generated types: `<TypeBase>Answer`, `<TypeBase>Body`, `<TypeBase>Query`. */
  typeBase: string;
  /** Fastify's `schema` route option. */
  schema: Record<string, unknown>;
}

/**
 * Replaces `{ "$ref": "<file name>" }` by the shared schema of that name (the same object, so the
 * type generator names it once), `{ "$ref": "entity:<name>" }` by a record of that entity.
 */
export function resolveRefs(schema: JsonSchema, shared: Readonly<Record<string, JsonSchema>>): JsonSchema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') {
      if (ref.startsWith('entity:')) return entityRecord(ref.slice('entity:'.length));
      const target = shared[ref];
      if (!target) throw new Error(`route schema: no shared schema ${ref}`);
      return target;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
  };
  return visit(schema) as JsonSchema;
}

const entityRecords = new Map<string, JsonSchema>();

/**
 * A record of a generated entity as the entity routes answer it: every property of the entity's
 * schema except the write-only ones (a password hash is never sent, even if a reader selected it),
 * nothing else. Values go out as they are (`{}`); the entity's generated type names the record in
 * api-types.ts (`x-entity`).
 */
export function entityRecord(name: string): JsonSchema {
  let record = entityRecords.get(name);
  if (!record) {
    const model = entityList.find((candidate) => candidate.name === name);
    if (!model) throw new Error(`route schema: no entity ${name}`);
    const properties = (model.schema.properties ?? {}) as Record<string, { writeOnly?: boolean }>;
    const readable = Object.keys(properties).filter((field) => !properties[field]!.writeOnly);
    record = { type: 'object', properties: Object.fromEntries(readable.map((field) => [field, {}])), additionalProperties: false, 'x-entity': name };
    entityRecords.set(name, record);
  }
  return record;
}

/** Shared shapes resolved among themselves first, so a shape may use another. */
export function sharedShapes(files: Readonly<Record<string, JsonSchema>>): Record<string, JsonSchema> {
  const resolved: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(files)) resolved[name] = resolveRefs(schema, resolved);
  return resolved;
}

const withoutVendorKeys = (schema: JsonSchema): JsonSchema =>
  JSON.parse(JSON.stringify(schema), (key, value) => (key.startsWith('x-') ? undefined : value)) as JsonSchema;

/** One route's description and its Fastify `schema` option. */
export function route(method: RouteMethod, url: string, typeBase: string, parts: RouteParts, root = false): RouteDescription {
  const answers = Object.fromEntries([200, ...(parts.alsoAnswers ?? [])].map((status) => [status, withoutVendorKeys(parts.answer)]));
  const schema = {
    ...(parts.body ? { body: parts.body } : {}),
    ...(parts.query ? { querystring: parts.query } : {}),
    ...(parts.params ? { params: parts.params } : {}),
    ...(parts.answerMedia ? {} : { response: answers }),
  };
  return { method, url, typeBase, ...parts, ...(root ? { root } : {}), schema };
}
