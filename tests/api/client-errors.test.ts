import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorLimits } from '../../src/server/modules/client-errors/report-input.js';
import { product } from './helpers/api-client.js';
import { atUnit } from './helpers/demo.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const reportPath = 'LOG/actions/clientError';
const report = (more: Record<string, unknown> = {}) => ({
  browser: 'Chrome 131',
  os: 'Windows 10',
  device: 'desktop',
  message: "Cannot read properties of undefined (reading 'id_tag')",
  stack: "TypeError: Cannot read properties of undefined (reading 'id_tag')\n    at TrendView (https://plant.example/assets/AdminApp.js:1:2)",
  url: 'https://plant.example/analysis/analysis-process',
  ...more,
});

describe.each(dialects)('client error reports (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const stored = (id: number) =>
    suite.server.app.database.db.selectFrom('client_error').selectAll().where('id_client_error', '=', id).executeTakeFirstOrThrow();
  /** Each test reports from its own address, so the per-address limit of one test leaves the others alone. */
  const from = (address: string, body: unknown, headers: Record<string, string> = {}) =>
    suite.server.app.inject({
      method: 'POST',
      url: `${product}/${reportPath}`,
      remoteAddress: address,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('stores a report from the sign-in screen, before anyone signed in', async () => {
    const answer = await from('10.0.0.1', report());
    expect(answer.statusCode).toBe(200);
    const row = await stored(answer.json().data.id_client_error);
    expect(row).toMatchObject({ ...report(), id_usuario: null, id_elemento: null });
    expect(Date.parse(String(row.received_at))).not.toBeNaN();
  });

  it('stores the signed user and unit with a report sent with the session', async () => {
    const answer = await from('10.0.0.2', report({ stack: null, url: undefined }), {
      authorization: `Bearer ${suite.demo.operator}`,
      ...atUnit(suite.demo.north),
    });
    expect(answer.statusCode).toBe(200);
    const row = await stored(answer.json().data.id_client_error);
    const operator = (await suite.api.post('CAC/actions/login', { username: 'operator', password: 'Operator#Plant2026' })).body.data.id_usuario;
    expect(row).toMatchObject({ id_usuario: operator, id_elemento: suite.demo.north, stack: null, url: null });
  });

  it('keeps a report whose session has ended, without a user', async () => {
    const answer = await from('10.0.0.3', report(), { authorization: 'Bearer no-such-token' });
    expect(answer.statusCode).toBe(200);
    expect(await stored(answer.json().data.id_client_error)).toMatchObject({ id_usuario: null });
  });

  it.each([
    ['no message', report({ message: undefined }), 'message'],
    ['an empty message', report({ message: '' }), 'message'],
    ['a message too long', report({ message: 'x'.repeat(clientErrorLimits.message + 1) }), 'message'],
    ['a stack too long', report({ stack: 'x'.repeat(clientErrorLimits.stack + 1) }), 'stack'],
    ['a browser that is no text', report({ browser: 42 }), 'browser'],
    ['a field nobody sends', report({ password: 'secret' }), 'password'],
  ])('answers 400 with the field for %s, and stores nothing', async (_name, body, field) => {
    const before = await suite.server.app.database.db
      .selectFrom('client_error')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await from('10.0.0.4', body);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().error.fields)).toEqual([field]);
    const after = await suite.server.app.database.db
      .selectFrom('client_error')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    ['a list', '[1,2]'],
    ['a text', '"boom"'],
    ['broken JSON', '{"message":'],
  ])('answers 400, never 500, to %s', async (_name, body) => {
    const answer = await from('10.0.0.5', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('BAD_REQUEST');
    expect(answer.body).not.toMatch(/at .*\.ts/);
  });

  it('answers 413 to a body over the report limit', async () => {
    const answer = await from('10.0.0.6', report({ stack: 'x'.repeat(clientErrorLimits.bodyBytes) }));
    expect(answer.statusCode).toBe(413);
  });

  it('refuses an address that reports more than the limit per minute with 429', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < clientErrorLimits.perMinute; index += 1) statuses.push((await from('10.0.0.7', report())).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const refused = await from('10.0.0.7', report());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect((await from('10.0.0.8', report())).statusCode).toBe(200);
  });
});

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A Sentry-compatible endpoint on a free local port: it records what it receives. */
async function fakeSentry(): Promise<{ port: number; next: () => Promise<Received>; close: () => Promise<void> }> {
  const waiting: ((received: Received) => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      waiting.shift()?.({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(dialects)('client error reports forwarded to a Sentry-compatible DSN (%s)', (dialect) => {
  let sentry: Awaited<ReturnType<typeof fakeSentry>>;
  let server: TestServer;

  beforeAll(async () => {
    sentry = await fakeSentry();
    server = await startServer(dialect, { config: { sentryDsn: `http://publickey123@127.0.0.1:${sentry.port}/42` } });
  });
  afterAll(async () => {
    await server.close();
    await sentry.close();
  });

  it('sends each stored report as an event envelope with the DSN key', async () => {
    const received = sentry.next();
    const answer = await server.app.inject({
      method: 'POST',
      url: `${product}/${reportPath}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(report()),
    });
    expect(answer.statusCode).toBe(200);
    const { url, headers, body } = await received;
    expect(url).toBe('/api/42/envelope/');
    expect(headers['x-sentry-auth']).toMatch(/sentry_version=7, sentry_key=publickey123/);
    const [envelopeHeader, itemHeader, event] = body.split('\n').map((line) => JSON.parse(line));
    expect(envelopeHeader.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(itemHeader).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      event_id: envelopeHeader.event_id,
      level: 'error',
      platform: 'javascript',
      exception: { values: [{ value: report().message }] },
      contexts: { browser: { name: 'Chrome 131' }, os: { name: 'Windows 10' }, device: { model: 'desktop' } },
      request: { url: report().url },
      extra: { stack: report().stack },
    });
  });
});

describe('the SENTRY_DSN setting', () => {
  it.each(['not a url', 'https://sentry.example/42', 'ftp://key@sentry.example/42', 'https://key@sentry.example/'])('refuses %s at start', async (dsn) => {
    const { loadConfig } = await import('../../src/server/config.js');
    expect(() => loadConfig({ SENTRY_DSN: dsn })).toThrow(/SENTRY_DSN/);
  });

  it('is optional', async () => {
    const { loadConfig } = await import('../../src/server/config.js');
    expect(loadConfig({}).sentryDsn).toBeUndefined();
  });
});
