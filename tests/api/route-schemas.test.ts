import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import openApi from '../../src/generated/openapi.json' with { type: 'json' };
import { entityList } from '../../src/generated/entities.js';
import { registeredRoutes, type RegisteredRoute } from '../../src/server/plugins/app/route-validation.js';
import { routeCatalogue } from '../../src/server/route-schemas/catalogue.js';
import { authRouteSchemas } from '../../src/server/modules/auth/schemas/index.js';
import { JOB_RUNS_CLEANUP_JOB } from '../../src/server/modules/jobs/job-runs-cleanup.js';
import { startRun } from '../../src/server/modules/jobs/job-runs-repository.js';
import type { JobOverview } from '../../src/domain/jobs/job-view.js';
import { openApiPath } from '../../generators/emit/route-paths.js';
import { product } from './helpers/api-client.js';
import { paths as demoPaths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const entityUrls = new Set(entityList.flatMap((model) => [`${product}/${model.api}`, `${product}/${model.api}/:id`]));
const paths = openApi.paths as Record<
  string,
  Record<string, { requestBody?: unknown; parameters?: unknown[]; responses: Record<string, { content?: unknown }> }>
>;

/** The routes written by hand: under the product (or /meta.json), not the generic entity routes, not the static files. */
function handWritten(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((route) => route.method !== 'HEAD' && (route.url.startsWith(`${product}/`) || route.url === '/meta.json') && !entityUrls.has(route.url));
}

/**
 * The parts of an answer a schema leaves open on purpose, each with its reason: a route (`METHOD url`) and
 * a pattern of the path inside its answer schema. Any other open part (`{}`, `additionalProperties: true`,
 * an object or array of anything) is a loose answer: the generated type says `unknown` and the serialiser
 * sends whatever the service returns.
 */
const documentedOpenParts: readonly [route: string, path: RegExp, reason: string][] = [
  ['GET /SYS/queries/jobs', /\/data\/additionalProperties\/anyOf\/\d+\/(items|additionalProperties)$/, 'a job payload key any other job adds: any JSON value'],
  ['POST /CAC/queries/accessControl', /^\/properties\/clientRules$/, 'the client rules, narrowed by the app (ClientRules)'],
  ['POST /MES/queries/validateCalculation', /^\/properties\/data\/properties\/error\/properties\/(position|args)$/, "the formula parser's error details"],
  ['GET /EM/queries/stops/:id/history', /\/properties\/changes\/oneOf\/1\/properties\/(before|after)$/, 'the changed fields of an audited record'],
  ['GET /SPC/queries/violations/:id/history', /\/properties\/changes\/oneOf\/1\/properties\/(before|after)$/, 'the changed fields of an audited record'],
  ['GET /MES/queries/series', /^\/properties\/data$/, 'the series of each tag asked'],
  ['POST /GDV/queries/tab-data', /^\/properties\/data\/items\/properties\/data$/, "each widget's component data, narrowed by its renderer"],
  ['POST /GDV/queries/tab-data', /^\/properties\/data\/items\/properties\/error\/properties\/args$/, "a widget error's message arguments"],
  ['GET /GDV/queries/export-dashboard/:id_visao', /\/widgets\/items\/properties\/options$/, "a widget's options: its component type's options schema"],
  ['GET /GDV/queries/export-dashboard/:id_visao', /\/tabs\/items\/properties\/app_settings$/, "an app tab's page settings: the tab schema's"],
];

/**
 * The parts of a request body a schema leaves open, each with its reason. Ajv lets an object's unknown keys
 * through unless it says `additionalProperties: false`, so a body object must say it, and each field must
 * have a type. The fields of the first group are checked by the route's own parser, which answers each
 * field's key (the page's form runs the same rule), so the schema only names them. The parts of the second
 * group are data whose shape another schema or the route's row checks decide, each named with where; a part
 * closed since fails this test until its line goes.
 */
const checkedByParser = /^\/properties\/[^/]+$/;
const documentedOpenBodyParts: readonly [route: string, path: RegExp, reason: string][] = [
  ['POST /EM/actions/remake', checkedByParser, 'parseRemakeBody (detection-routes.ts)'],
  ['POST /OEE/queries/compute', checkedByParser, 'oeeInputErrors (domain/equipment-stops/oee.ts), also the OEE form'],
  ['POST /SPC/queries/limits', checkedByParser, 'parseLimitsBody (spc/query-params.ts)'],
  ['POST /SPC/queries/rules', checkedByParser, 'parseRulesBody (spc/query-params.ts)'],
  ['POST /SPC/queries/chart', checkedByParser, 'parseTagChartBody (spc/chart-params.ts)'],
  ['POST /CAC/entities/TOKEN', checkedByParser, 'token-input.ts'],
  ['PUT /EST/actions/movePlant', checkedByParser, 'tree-routes.ts'],
  ['POST /CAC/queries/accessControl', checkedByParser, 'the access-control route'],
  ['POST /EST/queries/setNewContractDate', checkedByParser, 'the contract renewal (a signed key)'],
  ['POST /MES/queries/validateCalculation', checkedByParser, 'the formula parser'],
  ['POST /LOG/entities/DATA/ALL', checkedByParser, 'each entry created as an activity-log record (activity-log-routes.ts)'],
  ['POST /MES/actions/collectValues', checkedByParser, 'the manual collector'],
  ['POST /LOGBOOK/entities/DATA', checkedByParser, 'the logbook entry rules'],
  ['PUT /LOGBOOK/entities/DATA/:id', checkedByParser, 'the logbook entry rules'],
  ['POST /ALE/actions/raise', checkedByParser, 'raise-request.ts'],
  ['POST /ALE/entities/MENSAGEM', checkedByParser, 'alert-chat.ts'],
  ['POST /ALE/queries/insertCause', checkedByParser, 'alert-cause.ts'],
  ['POST /ALE/queries/notifyUsers', checkedByParser, 'notify-users.ts'],
  [
    'POST /GDV/actions/import-dashboard',
    /\/widgets\/items\/properties\/options$/,
    "each widget's options: its component type's schema, as any widget's (definition-import.ts)",
  ],
  ['POST /GDV/actions/import-dashboard', /\/tabs\/items\/properties\/app_settings$/, "an app tab's page settings: checked as any tab's (definition-import.ts)"],
  ['POST /MES/actions/writeValues', /^\/properties\/values\/items$/, 'each row checked by the server, every bad row named at once'],
  ['PUT /users', /^$/, 'a user record: updateOwnRecord refuses a key outside the profile form (403) and the entity validator any other (400)'],
];

/**
 * The open parts of a schema, by their path: an entity record's fields are its generated type's, not open.
 * An answer's object may leave additionalProperties out (the serialiser sends only the named keys); a
 * body's may not (Ajv would accept any other key).
 */
function openParts(node: unknown, path = '', body = false): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => openParts(item, `${path}/${index}`, body));
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as Record<string, unknown>;
  if (schema['x-entity']) return [];
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const isObject = types.includes('object') || (body && schema.properties !== undefined);
  const open =
    Object.keys(schema).every((key) => key === 'description' || key === 'title') ||
    schema.additionalProperties === true ||
    (isObject && (body || !schema.properties) && schema.additionalProperties === undefined) ||
    (types.includes('array') && schema.items === undefined && schema.maxItems !== 0);
  return [...(open ? [path] : []), ...Object.entries(schema).flatMap(([key, value]) => openParts(value, `${path}/${key}`, body))];
}

describe('answer schemas', () => {
  it('leave no part of an answer open but the documented ones', () => {
    const undocumented = routeCatalogue
      .filter((route) => !route.answerMedia)
      .flatMap((route) => openParts(route.answer).map((path) => [`${route.method} ${route.url}`, path] as const))
      .filter(([route, path]) => !documentedOpenParts.some(([openRoute, pattern]) => openRoute === route && pattern.test(path)));
    expect(undocumented).toEqual([]);
  });

  it('find an open part where there is one', () => {
    expect(openParts({ type: 'object', properties: { data: {}, list: { type: 'array' }, rows: { type: 'array', maxItems: 0 } } })).toEqual([
      '/properties/data',
      '/properties/list',
    ]);
    expect(openParts({ type: ['object', 'null'], additionalProperties: true })).toEqual(['']);
    expect(openParts({ type: 'object', properties: { data: { type: 'object' } }, additionalProperties: false })).toEqual(['/properties/data']);
    expect(openParts({ type: 'object', properties: { data: { 'x-entity': 'users', properties: { usu_nome: {} } } }, additionalProperties: false })).toEqual([]);
  });
});

describe('body schemas', () => {
  const openBodyParts = routeCatalogue
    .filter((route) => route.body)
    .flatMap((route) => openParts(route.body, '', true).map((path) => [`${route.method} ${route.url}`, path] as const));

  it('leave no part of a request body open but the documented ones', () => {
    const undocumented = openBodyParts.filter(([route, path]) => !documentedOpenBodyParts.some(([open, pattern]) => open === route && pattern.test(path)));
    expect(undocumented).toEqual([]);
  });

  it('document no body part that is closed by now', () => {
    const stale = documentedOpenBodyParts.filter(([route, pattern]) => !openBodyParts.some(([open, path]) => open === route && pattern.test(path)));
    expect(stale.map(([route, pattern]) => `${route} ${pattern}`)).toEqual([]);
  });

  it('find an open part of a body where there is one', () => {
    expect(openParts({ type: 'object', properties: { id: { type: 'integer' } } }, '', true)).toEqual(['']);
    expect(openParts({ properties: { id: { type: 'integer' } }, additionalProperties: false }, '', true)).toEqual([]);
    expect(openParts({ type: 'object', properties: { id: { description: 'any' }, at: { type: 'object' } }, additionalProperties: false }, '', true)).toEqual([
      '/properties/id',
      '/properties/at',
    ]);
    expect(openParts({ type: 'object', additionalProperties: { type: 'string' } }, '', true)).toEqual([]);
  });
});

describe.each(dialects)('route schemas (%s)', (dialect) => {
  const suite = demoSuite(dialect);

  it('gives every hand-written route an answer schema, and the OpenAPI document its request and answer schemas', () => {
    const routes = handWritten(registeredRoutes(suite.server.app));
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
    const login = await suite.api.post('CAC/actions/login', { username: '', password: 'x'.repeat(1025) });
    expect(login.status).toBe(400);
    expect(login.body.error).toMatchObject({
      code: 'VALIDATION',
      fields: { username: { key: 'global.labels.requiredField' }, password: { key: 'global.labels.maxLengthExceeded', args: { max: 1024 } } },
    });
    const remembered = await suite.api.post('CAC/actions/login', { username: 'admin', password: 'x', remember: true });
    expect(remembered.status).toBe(400);
    expect(remembered.body.error.fields).toEqual({ remember: { key: 'validation.unknownField' } });
    // Only the schema knows a repeated query parameter is no text: the rule would have answered 403.
    const read = await suite.api.get('ALE/queries/updateAlertReadByUser/1?userID=1&userID=2', suite.admin());
    expect(read.status).toBe(400);
    expect(read.body.error.fields).toEqual({ userID: { key: 'validation.type' } });
    const overwrite = await suite.api.post('MES/actions/writeValues', { values: [{ tag: 1, ts: 0, value: 1 }], overwrite: 'yes' }, suite.admin());
    expect(overwrite.status).toBe(400);
    expect(overwrite.body.error.fields).toEqual({ overwrite: { key: 'validation.type' } });
  });

  it('never sends a field the answer schema does not name: the password hash cannot leak', async () => {
    const session = await suite.api.get('CAC/queries/session', suite.admin());
    expect(session.status).toBe(200);
    expect(session.body.data.usu_login).toBe('admin');
    expect(Object.keys(session.body.data)).not.toContain('usu_senha');
    // The serialiser Fastify builds from the same answer schema drops what a reader might add by mistake.
    const serialise = fastJson((authRouteSchemas.session.schema.response as Record<number, object>)[200]!);
    const leaked = JSON.parse(serialise({ data: { ...session.body.data, usu_senha: 'scrypt$hash', internal_note: 1 }, units: [], unit: null, debug: true }));
    expect(leaked.data).toEqual(session.body.data);
    expect(leaked).not.toHaveProperty('debug');
  });

  it("sends a job run's data as stored, nested JSON included, and null when there is none", async () => {
    const db = suite.server.app.database.db;
    const data = {
      tick: '2026-01-01T03:17:00.000Z',
      tagId: 7,
      note: 'by hand',
      retried: true,
      ratio: 0.5,
      none: null,
      path: [1, 'a', { deep: [null] }],
      nested: { a: { b: 1 } },
    };
    await startRun(db, { jobName: JOB_RUNS_CLEANUP_JOB, queueId: 'route-schemas-none', attempt: 1 });
    await startRun(db, { jobName: JOB_RUNS_CLEANUP_JOB, queueId: 'route-schemas-data', attempt: 1, data });
    const answer = await suite.api.get('SYS/queries/jobs', suite.admin());
    expect(answer.status).toBe(200);
    const job = (answer.body.data as JobOverview[]).find((candidate) => candidate.name === JOB_RUNS_CLEANUP_JOB)!;
    expect(job.recent_runs.map((run) => run.data)).toEqual([data, null]);
    expect(job.last_run!.data).toEqual(data);
  });

  it("answers a user-unit link written through the user form as the entity's own route reads it", async () => {
    const admin = suite.admin();
    const user = { usu_nome: 'Schema Check', usu_login: 'schema.check', usu_senha: 'Schema#Password2026', usu_tipo: '2' };
    const userId = (await suite.api.post(demoPaths.users, user, admin)).body.data.id_usuario as number;
    const assigned = await suite.api.post('CAC/entities/ELEMENTO', { id_usuario: userId, id_elemento: suite.demo.south }, admin);
    expect(assigned.status).toBe(200);
    const linkId = assigned.body.data.id_usuario_elemento as number;
    const entityRead = async () => (await suite.api.get(`${demoPaths.userUnits}/${linkId}`, admin)).body.data;
    expect(assigned.body.data).toEqual(await entityRead());
    const paged = await suite.api.put(`CAC/entities/ELEMENTO/${linkId}`, { initial_page: '/analysis/analysis-process' }, admin);
    expect(paged.body.data).toEqual({ ...(await entityRead()), initial_page: '/analysis/analysis-process' });
    const units = (await suite.api.get(`CAC/entities/ELEMENTO/${userId}`, admin)).body.data as { id_elemento: number }[];
    expect(units.find((unit) => unit.id_elemento === suite.demo.south)).toMatchObject({
      selected: true,
      id_usuario_elemento: linkId,
      initial_page: '/analysis/analysis-process',
    });
    const before = await entityRead();
    const unassigned = await suite.api.put('CAC/queries/ELEMENTO', { id_usuario: userId, id_elemento: suite.demo.south }, admin);
    expect(unassigned.body.data).toEqual(before);
  });
});
