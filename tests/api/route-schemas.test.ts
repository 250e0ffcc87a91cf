import fastJson from 'fast-json-stringify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openApi from '../../src/generated/openapi.json' with { type: 'json' };
import { entityList } from '../../src/generated/entities.js';
import { registeredRoutes, type RegisteredRoute } from '../../src/server/plugins/app/route-validation.js';
import { routeCatalogue } from '../../src/server/route-schemas/catalogue.js';
import { authRouteSchemas } from '../../src/server/modules/auth/schemas/index.js';
import { openApiPath } from '../../generators/emit/route-paths.js';
import { apiClient, product, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, type DemoSession } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

/** Module routes still being written in src/server/modules/ by their owners; each gets its schemas there. */
const notYetDescribed = ['/SYS/queries/jobs'];

const entityUrls = new Set(entityList.flatMap((model) => [`${product}/${model.api}`, `${product}/${model.api}/:id`]));
const paths = openApi.paths as Record<
  string,
  Record<string, { requestBody?: unknown; parameters?: unknown[]; responses: Record<string, { content?: unknown }> }>
>;

/** The routes written by hand: under the product (or /meta.json), not the generic entity routes, not the static files. */
function handWritten(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      (route.url.startsWith(`${product}/`) || route.url === '/meta.json') &&
      !entityUrls.has(route.url) &&
      !notYetDescribed.some((url) => route.url.startsWith(`${product}${url}`)),
  );
}

describe.each(dialects)('route schemas (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
  });
  afterAll(() => server.close());

  it('gives every hand-written route an answer schema, and the OpenAPI document its request and answer schemas', () => {
    const routes = handWritten(registeredRoutes(server.app));
    expect(routes.length).toBeGreaterThan(35);
    const describedAs = (route: RegisteredRoute) => {
      const url = route.url === '/meta.json' ? route.url : route.url.slice(product.length);
      return routeCatalogue.find((entry) => entry.method === route.method && entry.url === url);
    };
    expect(routes.filter((route) => !describedAs(route)).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    for (const route of routes) {
      const described = describedAs(route);
      expect(route.schema, `${route.method} ${route.url} has the catalogue's schema`).toBe(described!.schema);
      if (!described!.answerMedia) expect(route.schema?.response?.[200], `${route.method} ${route.url} answer`).toBeDefined();
      const operation = paths[openApiPath(described!, product.slice(1))]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} in openapi.json`).toBeDefined();
      expect(operation!.responses['200']!.content, `${route.method} ${route.url} answer in openapi.json`).toBeDefined();
      if (described!.body || described!.bodyMedia) expect(operation!.requestBody, `${route.method} ${route.url} body`).toBeDefined();
      const parameters = Object.keys({ ...(described!.params?.properties as object), ...(described!.query?.properties as object) });
      expect((operation!.parameters ?? []).length).toBe(parameters.length);
    }
  });

  it('answers a body or query its schema refuses with 400 and the field keys', async () => {
    const login = await api.post('CAC/actions/login', { username: '', password: 'x'.repeat(1025) });
    expect(login.status).toBe(400);
    expect(login.body.error).toMatchObject({
      code: 'VALIDATION',
      fields: { username: { key: 'global.labels.requiredField' }, password: { key: 'global.labels.maxLengthExceeded', args: { max: 1024 } } },
    });
    // Only the schema knows a repeated query parameter is no text: the rule would have answered 403.
    const read = await api.get('ALE/queries/updateAlertReadByUser/1?userID=1&userID=2', { token: demo.admin, headers: atUnit(demo.north) });
    expect(read.status).toBe(400);
    expect(read.body.error.fields).toEqual({ userID: { key: 'validation.type' } });
    const overwrite = await api.post(
      'MES/actions/writeValues',
      { values: [{ tag: 1, ts: 0, value: 1 }], overwrite: 'yes' },
      { token: demo.admin, headers: atUnit(demo.north) },
    );
    expect(overwrite.status).toBe(400);
    expect(overwrite.body.error.fields).toEqual({ overwrite: { key: 'validation.type' } });
  });

  it('never sends a field the answer schema does not name: the password hash cannot leak', async () => {
    const session = await api.get('CAC/queries/session', { token: demo.admin, headers: atUnit(demo.north) });
    expect(session.status).toBe(200);
    expect(session.body.data.usu_login).toBe('admin');
    expect(Object.keys(session.body.data)).not.toContain('usu_senha');
    // The serialiser Fastify builds from the same answer schema drops what a reader might add by mistake.
    const serialise = fastJson((authRouteSchemas.session.schema.response as Record<number, object>)[200]!);
    const leaked = JSON.parse(serialise({ data: { ...session.body.data, usu_senha: 'scrypt$hash', internal_note: 1 }, units: [], unit: null, debug: true }));
    expect(leaked.data).toEqual(session.body.data);
    expect(leaked).not.toHaveProperty('debug');
  });
});
