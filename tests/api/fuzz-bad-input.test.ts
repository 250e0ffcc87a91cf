import { beforeAll, describe, expect, it } from 'vitest';
import { entityList } from '../../src/generated/entities.js';
import { product } from './helpers/api-client.js';
import { atUnit, paths } from './helpers/demo.js';
import type { FuzzContext, FuzzRequest } from './helpers/fuzz/fuzz-request.js';
import { junkCase } from './helpers/fuzz/junk-cases.js';
import { csvUpload, multipartCase } from './helpers/fuzz/multipart-cases.js';
import { nulCase } from './helpers/fuzz/nul-cases.js';
import { refsCase } from './helpers/fuzz/refs-cases.js';
import { seededRandom } from './helpers/seeded-random.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const REQUESTS_PER_DIALECT = 2_500;
const SEED = 20_240_301;
/** About 15 s per database on a quiet 2-core machine; room for a busy one, never a pass/fail on speed. */
const FUZZ_TIMEOUT_MS = 180_000;
const tagCode = 'FUZZ_TAG';
const stackTrace = /"stack"|\bat [^\s]+ \(.*:\d+:\d+\)/;

interface Answer {
  status: number;
  body: any;
  text: string;
}

describe.each(dialects)('bad input never gets a 5xx (%s)', (dialect) => {
  const suite = demoSuite(dialect);

  async function send(request: FuzzRequest): Promise<Answer> {
    const headers: Record<string, string> = request.signed ? { authorization: `Bearer ${suite.demo.admin}`, ...atUnit(suite.demo.north) } : {};
    if (request.contentType) headers['content-type'] = request.contentType;
    const response = await suite.server.app.inject({ method: request.method, url: `${product}/${request.url}`, headers, payload: request.payload });
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body, text: response.body };
  }

  /** What is wrong with an answer to bad input: a 5xx, or a 4xx without the `{error:{code,message}}` body, or a stack trace. */
  function problemOf(answer: Answer): string | undefined {
    if (answer.status >= 500) return `status ${answer.status}`;
    if (stackTrace.test(answer.text)) return 'stack trace';
    if (answer.status >= 400 && (typeof answer.body?.error?.code !== 'string' || typeof answer.body?.error?.message !== 'string')) return 'error body shape';
    return undefined;
  }

  beforeAll(async () => {
    const tag = await suite.api.post('MES/entities/MESTAG', { code: tagCode, active: true }, { token: suite.demo.admin, headers: atUnit(suite.demo.north) });
    expect(tag.status).toBe(200);
  });

  it('answers 400 VALIDATION naming the field to a NUL in a branding key, SSO domain, username, list filter (raw or JSON-escaped) or writeValues tag code', async () => {
    const cases: [FuzzRequest, string][] = [
      [{ family: 'nul', method: 'GET', url: 'config/plant%00host', signed: false }, 'key'],
      [{ family: 'nul', method: 'GET', url: 'ADFS/queries/DOMAIN?domain=example%00.com', signed: false }, 'domain'],
      [
        {
          family: 'nul',
          method: 'POST',
          url: 'CAC/actions/login',
          payload: '{"username":"ad\\u0000min","password":"x"}',
          contentType: 'application/json',
          signed: false,
        },
        'username',
      ],
      [{ family: 'nul', method: 'GET', url: `${paths.tagGroups}?filter=${encodeURIComponent('{"q":"a\u0000"}')}`, signed: true }, 'filter'],
      [
        { family: 'nul', method: 'GET', url: `${paths.tagGroups}?filter=${encodeURIComponent('{"description":"a\\u0000"}')}`, signed: true },
        'filter.description',
      ],
      [
        {
          family: 'nul',
          method: 'POST',
          url: 'MES/actions/writeValues',
          payload: JSON.stringify({ values: [{ tag: 'FUZZ\u0000TAG', ts: '2024-03-01T10:00:00Z', value: 1 }] }),
          contentType: 'application/json',
          signed: true,
        },
        'values.0.tag',
      ],
    ];
    for (const [request, field] of cases) {
      const answer = await send(request);
      expect({ url: request.url, status: answer.status, code: answer.body?.error?.code, fields: answer.body?.error?.fields }).toEqual({
        url: request.url,
        status: 400,
        code: 'VALIDATION',
        fields: { [field]: { key: 'validation.nulCharacter' } },
      });
    }
  });

  it("refuses a CSV import holding a NUL with the import's own error format, naming the line", async () => {
    const values = await send(csvUpload('importValues', `tag,timestamp,value\n${tagCode}\u0000,2024-03-01T10:00:00Z,1\n`));
    expect(values.status).toBe(400);
    expect(values.body).toEqual({
      error: { code: 'IMPORT_REJECTED', message: 'dataEntry.values.importRejected' },
      data: { errors: [{ row: 2, key: 'validation.nulCharacter' }] },
    });
    const tags = await send(csvUpload('importTags', 'code,description\nOK-1,fine\nFZ\u0000,bad\n'));
    expect(tags.status).toBe(400);
    expect(tags.body).toEqual({
      error: { code: 'IMPORT_REJECTED', message: 'tags.import.rejected' },
      data: { errors: [{ row: 3, key: 'validation.nulCharacter' }] },
    });
  });

  it('answers 400 to a multipart body with a wrong boundary, cut short, or without a boundary, on every upload', async () => {
    const file = csvUpload('importTags', 'code\nFZ-2\n');
    const whole = file.payload as Buffer;
    const bodies: [Buffer, string][] = [
      [whole, 'multipart/form-data; boundary=not-the-one'],
      [whole.subarray(0, whole.length - 30), file.contentType!],
      [whole, 'multipart/form-data'],
    ];
    for (const url of ['MES/actions/importValues', 'MES/actions/importTags', 'INT/actions/uploadFile']) {
      for (const [payload, contentType] of bodies) {
        const answer = await send({ family: 'multipart', method: 'POST', url, payload, contentType, signed: true });
        expect({ url, contentType, status: answer.status, problem: problemOf(answer) }).toEqual({ url, contentType, status: 400, problem: undefined });
      }
    }
  });

  it('answers 400 maxItems to a reference list longer than 1,000, even one of 70,000', async () => {
    for (const length of [1_001, 70_000]) {
      const users = Array.from({ length }, (_, i) => i + 1);
      const answer = await suite.api.post(
        'CAC/entities/GRUPO_USUARIO',
        { gru_descri: `fuzz ${length}`, users },
        { token: suite.demo.admin, headers: atUnit(suite.demo.north) },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields.users).toEqual({ key: 'validation.maxItems', args: { max: 1000 } });
    }
  });

  it(
    `answers ${REQUESTS_PER_DIALECT} seeded bad requests without a 5xx, each refusal with the error body and no stack trace`,
    async () => {
      const random = seededRandom(SEED);
      const context: FuzzContext = { models: entityList, tagCode };
      const families = [nulCase, nulCase, nulCase, nulCase, multipartCase, multipartCase, refsCase, junkCase, junkCase, junkCase, junkCase];
      const failures: string[] = [];
      const statuses: Record<string, number> = {};
      for (let i = 0; i < REQUESTS_PER_DIALECT; i += 1) {
        const request = random.pick(families)(context, random);
        const answer = await send(request);
        statuses[`${request.family} ${answer.status}`] = (statuses[`${request.family} ${answer.status}`] ?? 0) + 1;
        const problem = problemOf(answer);
        if (problem)
          failures.push(
            `#${i} ${problem}: ${request.method} ${request.url.slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)} -> ${answer.text.slice(0, 200)}`,
          );
      }
      console.info(`fuzz (${dialect}): ${REQUESTS_PER_DIALECT} requests`, statuses);
      expect(failures.slice(0, 25)).toEqual([]);
      // The run kept its own session, so every request was really checked as a signed administrator.
      expect((await suite.api.get('CAC/queries/session', { token: suite.demo.admin })).status).toBe(200);
    },
    FUZZ_TIMEOUT_MS,
  );
});
