import { beforeAll, describe, expect, it } from 'vitest';
import { product } from './helpers/api-client.js';
import { paths } from './helpers/demo.js';
import { multipartFile } from './helpers/multipart.js';
import { dialects } from './helpers/test-server.js';
import { regularUser } from './helpers/user-fixtures.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';

describe.each(dialects)('POST MES/actions/importValues (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const ids: Record<string, number> = {};
  const { admin } = suite;

  async function upload(csv: string, dryRun: boolean, as: { token: string; headers: Record<string, string> } = admin()) {
    const { payload, headers } = multipartFile(Buffer.from(csv), 'values.csv', 'text/csv');
    const response = await suite.server.app.inject({
      method: 'POST',
      url: `${product}/MES/actions/importValues?dryRun=${dryRun}`,
      headers: { ...headers, ...as.headers, authorization: `Bearer ${as.token}` },
      payload,
    });
    return { status: response.statusCode, body: JSON.parse(response.body) };
  }

  async function count(): Promise<number> {
    const row = await suite.server.app.database.db
      .selectFrom('tag_value')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('id_tag', 'in', [ids.TEMP!, ids.PRESS!])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  beforeAll(async () => {
    const period = (await suite.api.get(paths.periods, admin())).body.data[0];
    await suite.api.put(`${paths.periods}/${period.id_periodo}`, { timezone: 'America/Sao_Paulo' }, admin());
    for (const [key, code, extra] of [
      ['TEMP', 'VI_TEMP', { filter_high: 200 }],
      ['PRESS', 'VI_PRESS', {}],
      ['OFF', 'VI_OFF', { active: false }],
    ] as const) {
      ids[key] = await createTag(suite, { code, data_input: 'laboratory', ...extra });
    }
  });

  const good = [
    'tag;timestamp;value',
    'VI_TEMP;2026-03-08T12:00:00Z;71.5',
    'VI_PRESS;2026-03-08T12:00:00;2.25',
    '',
    ...Array.from({ length: 30 }, (_, i) => `VI_TEMP;2026-03-09T${String(i % 24).padStart(2, '0')}:${String(i).padStart(2, '0')}:00-03:00;${60 + i}`),
  ].join('\n');

  it('previews a dry run without storing anything', async () => {
    const answer = await upload(good, true);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ rows: 32, stored: 0, refused: 0, errors: [] });
    expect(answer.body.data.preview).toHaveLength(20);
    expect(answer.body.data.preview.slice(0, 3)).toEqual([
      { row: 2, tag: 'VI_TEMP', ts: '2026-03-08T12:00:00.000Z', value: 71.5 },
      { row: 3, tag: 'VI_PRESS', ts: '2026-03-08T15:00:00.000Z', value: 2.25 },
      { row: 5, tag: 'VI_TEMP', ts: '2026-03-09T03:00:00.000Z', value: 60 },
    ]);
    expect(await count()).toBe(0);
  });

  it('rejects the whole file naming each bad row, and stores nothing', async () => {
    const bad = `${good}\nVI_TEMP;2026-03-10T00:00:00Z;1,5\nVI_OFF;2026-03-10T00:00:00Z;1\nVI_NOPE;2026-03-10T00:00:00Z;1\n`;
    for (const dryRun of [true, false]) {
      const answer = await upload(bad, dryRun);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('IMPORT_REJECTED');
      expect(answer.body.data.errors).toEqual([{ row: 35, key: 'validation.number', args: { value: '1,5' } }]);
    }
    const unknownTags = await upload(`${good}\nVI_OFF;2026-03-10T00:00:00Z;1\nVI_NOPE;2026-03-10T00:00:00Z;1\n`, false);
    expect(unknownTags.status).toBe(400);
    expect(unknownTags.body.data.errors).toEqual([
      { row: 35, key: 'dataEntry.values.tagInactive', args: { code: 'VI_OFF' } },
      { row: 36, key: 'dataEntry.values.tagNotFound', args: { tag: 'VI_NOPE' } },
    ]);
    const header = await upload('code,when,value\nVI_TEMP,2026-03-10T00:00:00Z,1\n', false);
    expect(header.body.data.errors).toEqual([{ row: 1, key: 'dataEntry.values.importHeader', args: { columns: 'tag,timestamp,value' } }]);
    expect(await count()).toBe(0);
  });

  it('stores a good file in one go, refusing values outside the filter', async () => {
    const answer = await upload(`${good}\nVI_TEMP;2026-03-11T00:00:00Z;250\n`, false);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ rows: 33, stored: 32, refused: 1, refusals: [{ row: 35, reason: 'aboveFilter' }] });
    expect(await count()).toBe(32);
  });

  it('answers 400 without a file and 403 without permission', async () => {
    const noFile = await suite.api.post('MES/actions/importValues', { file: 'x' }, admin());
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.fields).toEqual({ file: { key: 'dataEntry.values.importNoFile' } });
    const reader = await regularUser(suite.api, suite.demo, 'vireader', ['analysis.analysis-process']);
    expect((await upload(good, true, reader.at)).status).toBe(403);
  });
});
