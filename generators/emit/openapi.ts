import type { EntityModel } from '../../src/domain/entities/entity-model.js';
import { literal, type Output } from '../lib/output.js';
import type { RouteDescription } from '../../src/server/route-schemas/route-schema.js';
import { routePaths } from './route-paths.js';
import { typeName } from './types.js';

const errorRef = { $ref: '#/components/schemas/Error' };

function responses(ok: Record<string, unknown>, codes: string[]): Record<string, unknown> {
  return {
    '200': ok,
    ...Object.fromEntries(codes.map((code) => [code, { description: code, content: { 'application/json': { schema: errorRef } } }])),
  };
}

function paths(model: EntityModel, product: string): Record<string, unknown> {
  const name = typeName(model);
  const record = { $ref: `#/components/schemas/${name}` };
  const one = { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { data: record } } } } };
  const many = {
    description: 'OK; Content-Range: items start-end/total',
    content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'array', items: record } } } } },
  };
  const body = { required: true, content: { 'application/json': { schema: record } } };
  const listParams = ['sort', 'range', 'filter'].map((param) => ({ name: param, in: 'query', schema: { type: 'string' } }));
  const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }];
  return {
    [`/${product}/${model.api}`]: {
      get: { tags: [model.name], parameters: listParams, responses: responses(many, ['400', '401', '403']) },
      post: { tags: [model.name], requestBody: body, responses: responses(one, ['400', '401', '403', '409', '413']) },
    },
    [`/${product}/${model.api}/{id}`]: {
      get: { tags: [model.name], parameters: idParam, responses: responses(one, ['401', '403', '404']) },
      put: { tags: [model.name], parameters: idParam, requestBody: body, responses: responses(one, ['400', '401', '403', '404', '409', '413']) },
      delete: { tags: [model.name], parameters: idParam, responses: responses(one, ['401', '403', '404', '409']) },
    },
  };
}

/** The entity routes and the hand-written ones (their route schemas), described for the default product segment. */
export function emitOpenApi(models: readonly EntityModel[], version: string, routes: readonly RouteDescription[] = []): Output[] {
  const typeNames = Object.fromEntries(models.map((model) => [model.name, typeName(model)]));
  const document = {
    openapi: '3.1.0',
    info: { title: 'Plant operations platform API', version },
    paths: { ...Object.assign({}, ...models.map((model) => paths(model, 'plataforma'))), ...routePaths(routes, 'plataforma', typeNames) },
    components: {
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: { code: { type: 'string' }, message: { type: 'string' }, fields: { type: 'object' } },
              required: ['code', 'message'],
            },
          },
        },
        ...Object.fromEntries(
          models.map((model) => [
            typeName(model),
            JSON.parse(JSON.stringify({ ...model.schema, $id: undefined, title: typeName(model) }), (key, value) => (key.startsWith('x-') ? undefined : value)),
          ]),
        ),
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    security: [{ bearer: [] }],
  };
  return [{ path: 'openapi.json', contents: `${literal(document)}\n` }];
}
