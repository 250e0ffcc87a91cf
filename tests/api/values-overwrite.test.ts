import { beforeAll, describe, expect, it } from 'vitest';
import { product } from './helpers/api-client.js';
import { paths } from './helpers/demo.js';
import { multipartFile } from './helpers/multipart.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag, storedValue } from './helpers/tag-fixtures.js';

const TS = '2026-03-08T12:00:00.000Z';
const LATER = '2026-03-08T13:00:00.000Z';

/** A value at a timestamp that already holds another one is replaced only when asked for, and logged. */
describe.each(dialects)('overwriting stored values (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let tag: number;
  let groupTag: number;
  let groupId: number;
  const { admin } = suite;
  const write = (values: unknown[], extra: Record<string, unknown> = {}) => suite.api.post('MES/actions/writeValues', { values, ...extra }, admin());

  async function overwriteEntries(code: string) {
    const answer = await suite.api.get('LOG/entities/DATA', { ...admin(), query: { filter: { q: code }, sort: ['log_data', 'DESC'], range: [0, 99] } });
    expect(answer.status, answer.text).toBe(200);
    return (answer.body.data as { log_tipo: string; log_acao: string; log_texto: string }[]).filter((entry) => entry.log_acao === 'update_item');
  }

  async function upload(csv: string, query: string) {
    const { payload, headers } = multipartFile(Buffer.from(csv), 'values.csv', 'text/csv');
    const as = admin();
    const response = await suite.server.app.inject({
      method: 'POST',
      url: `${product}/MES/actions/importValues?${query}`,
      headers: { ...headers, ...as.headers, authorization: `Bearer ${as.token}` },
      payload,
    });
    return { status: response.statusCode, body: JSON.parse(response.body) };
  }

  beforeAll(async () => {
    tag = await createTag(suite, { code: 'OW_LAB', data_input: 'laboratory' });
    groupTag = await createTag(suite, { code: 'OW_MAN', data_input: 'manual' });
    const adminId = (await suite.api.get(paths.users, { ...admin(), query: { filter: { usu_login: 'admin' } } })).body.data[0].id_usuario;
    const group = await suite.api.post(
      paths.tagGroups,
      { description: 'OW readings', group_type: 'manual_collection', active: true, users: [adminId], tags: [groupTag] },
      admin(),
    );
    expect(group.status, group.text).toBe(200);
    groupId = group.body.data.id_tag_group;
    expect((await write([{ tag, ts: TS, value: 12.5 }])).status).toBe(200);
  });

  it('answers 409 with the stored value and stores nothing when a write would change a value without overwrite', async () => {
    const answer = await write([
      { tag: 'OW_LAB', ts: LATER, value: 1 },
      { tag: 'OW_LAB', ts: TS, value: 13.1 },
    ]);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'VALUE_EXISTS', message: 'dataEntry.values.valueExists', args: { smart_count: 1 } });
    expect(answer.body.data).toEqual({ count: 1, existing: [{ index: 1, id_tag: tag, tag: 'OW_LAB', ts: TS, stored: 12.5, value: 13.1 }] });
    expect(await storedValue(suite, tag, TS)).toBe(12.5);
    expect(await storedValue(suite, tag, LATER)).toBeUndefined();
    expect(await overwriteEntries('OW_LAB')).toEqual([]);
  });

  it('accepts the same value again (a retried write changes nothing and logs nothing)', async () => {
    const answer = await write([{ tag, ts: TS, value: 12.5 }]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.stored).toBe(1);
    expect(await overwriteEntries('OW_LAB')).toEqual([]);
  });

  it('replaces the value with overwrite: true and logs the old and new values', async () => {
    const answer = await write([{ tag, ts: TS, value: 13.1 }], { overwrite: true });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data).toEqual({ stored: 1, refused: 0, refusals: [] });
    expect(await storedValue(suite, tag, TS)).toBe(13.1);
    expect(await overwriteEntries('OW_LAB')).toEqual([
      expect.objectContaining({ log_tipo: 'warn', log_acao: 'update_item', log_texto: 'OW_LAB 2026-03-08T12:00:00Z: 12.5 → 13.1' }),
    ]);
  });

  it('refuses an overwrite flag that is not a boolean', async () => {
    const answer = await write([{ tag, ts: TS, value: 14 }], { overwrite: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ overwrite: { key: 'validation.type' } });
    expect(await storedValue(suite, tag, TS)).toBe(13.1);
  });

  it('applies the same rule to a manual collection slot', async () => {
    const slot = { id_tag_group: groupId, ts: TS, values: [{ id_tag: groupTag, value: 5 }] };
    expect((await suite.api.post('MES/actions/collectValues', slot, admin())).status).toBe(200);
    const again = await suite.api.post('MES/actions/collectValues', { ...slot, values: [{ id_tag: groupTag, value: 6 }] }, admin());
    expect(again.status).toBe(409);
    expect(again.body.data.existing).toEqual([{ index: 0, id_tag: groupTag, tag: 'OW_MAN', ts: TS, stored: 5, value: 6 }]);
    expect(await storedValue(suite, groupTag, TS)).toBe(5);
    const confirmed = await suite.api.post('MES/actions/collectValues', { ...slot, values: [{ id_tag: groupTag, value: 6 }], overwrite: true }, admin());
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(await storedValue(suite, groupTag, TS)).toBe(6);
    expect((await overwriteEntries('OW_MAN')).map((entry) => entry.log_texto)).toEqual(['OW_MAN 2026-03-08T12:00:00Z: 5 → 6']);
  });

  it('previews the values a CSV file would change, refuses the file without overwrite and replaces them with it', async () => {
    const csv = `tag,timestamp,value\nOW_LAB,${LATER},2\nOW_LAB,${TS},20\n`;
    const preview = await upload(csv, 'dryRun=true');
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ overwrites: 1, existing: [{ index: 3, tag: 'OW_LAB', ts: TS, stored: 13.1, value: 20 }] });
    const refused = await upload(csv, 'dryRun=false');
    expect(refused.status).toBe(409);
    expect(refused.body.data.existing).toEqual([{ index: 3, id_tag: tag, tag: 'OW_LAB', ts: TS, stored: 13.1, value: 20 }]);
    expect(await storedValue(suite, tag, LATER)).toBeUndefined();
    const replaced = await upload(csv, 'dryRun=false&overwrite=true');
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.stored).toBe(2);
    expect(await storedValue(suite, tag, TS)).toBe(20);
    expect((await overwriteEntries('OW_LAB')).map((entry) => entry.log_texto)).toContain('OW_LAB 2026-03-08T12:00:00Z: 13.1 → 20');
  });
});
