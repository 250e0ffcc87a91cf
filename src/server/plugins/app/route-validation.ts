import type { FastifyInstance } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../../domain/validation/create-ajv.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; response?: Record<string, unknown> };
}

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route the app registered, with its schema option (the route-schemas test checks each has one). */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => registered.get(app) ?? [];

/**
 * Route schemas (`src/server/route-schemas/`) are checked by the project's own Ajv (createAjv: the
 * formats and vendor keywords the entity schemas use), not Fastify's default one. Query strings and
 * path parameters arrive as text, so their schemas describe text. A refusal becomes the usual 400
 * with field keys in the error handler (`error.validation`).
 */
export function installRouteValidation(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) routes.push({ method, url: options.url, schema: options.schema as RegisteredRoute['schema'] });
  });
  const ajv = createAjv();
  const compiled = new WeakMap<object, ValidateFunction>();
  app.setValidatorCompiler(({ schema }) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  });
}
