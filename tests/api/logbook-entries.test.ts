import { beforeAll, describe, expect, it } from 'vitest';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const GROUPS = 'LOGBOOK/entities/GROUP';
const DATA = 'LOGBOOK/entities/DATA';
const MAX_BYTES = 4096;

describe.each(dialects)('logbook entries (%s)', (dialect) => {
  const suite = demoSuite(dialect, { config: { logbookMaxBytes: MAX_BYTES } });
  let writer: Person;
  let groupId: number;
  let otherGroupId: number;
  const { admin } = suite;
  const add = (annotation: unknown, as: { token: string; headers: Record<string, string> } = writer.at, group = groupId) =>
    suite.api.post(DATA, { id_logbook_group: group, id_user: 1, logbook_annotation: annotation, logbook_date: '2026-04-01T08:00:00Z' }, as);
  const list = (query: Record<string, unknown> = {}, group = groupId, as = writer.at) => suite.api.get(`${DATA}/${group}`, { ...as, query });

  beforeAll(async () => {
    writer = await regularUser(suite.api, suite.demo, 'lbwriter', ['data-entry.logbook']);
    groupId = (await suite.api.post(GROUPS, { logbook_group_description: 'Control room' }, admin())).body.data.id_logbook_group;
    otherGroupId = (await suite.api.post(GROUPS, { logbook_group_description: 'Maintenance' }, admin())).body.data.id_logbook_group;
  });

  it('adds an entry: the server sets the author and the UTC date, answers the entry with the author name', async () => {
    const before = Date.now() - 1000;
    const answer = await add('<p>Pump <strong>P-101</strong> restarted</p>');
    expect(answer.status, answer.text).toBe(200);
    const entry = answer.body.data;
    expect(entry).toMatchObject({
      id_logbook_group: groupId,
      id_user: writer.id,
      usu_nome: 'lbwriter',
      logbook_annotation: '<p>Pump <strong>P-101</strong> restarted</p>',
    });
    expect(entry.logbook_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Date.parse(entry.logbook_date)).toBeGreaterThanOrEqual(before);
    expect(entry).not.toHaveProperty('logbook_search');
  });

  it('lists a group newest first, 5 at a time, with the total', async () => {
    for (let i = 1; i <= 11; i++) expect((await add(`<p>Paging note ${i}</p>`, writer.at, otherGroupId)).status).toBe(200);
    const first = await list({}, otherGroupId);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(11);
    expect(first.headers['content-range']).toBe('items 0-4/11');
    expect(first.body.data.map((e: { logbook_annotation: string }) => e.logbook_annotation)).toEqual([11, 10, 9, 8, 7].map((i) => `<p>Paging note ${i}</p>`));
    const third = await list({ offset: 10, limit: 5 }, otherGroupId);
    expect(third.body.data.map((e: { logbook_annotation: string }) => e.logbook_annotation)).toEqual(['<p>Paging note 1</p>']);
    expect(third.headers['content-range']).toBe('items 10-10/11');
    const past = await list({ offset: 20 }, otherGroupId);
    expect(past.body).toEqual({ data: [], total: 11 });
    // Entries of another group never show.
    expect((await list()).body.data.every((e: { id_logbook_group: number }) => e.id_logbook_group === groupId)).toBe(true);
  });

  it('searches the text of the annotation case-insensitively, not its markup', async () => {
    await add('<p>Valve <em>XV-12</em> LEAKING at the flange</p>');
    await add('<p>Compressor ÇOOLER cleaned; 50% load</p>');
    const texts = async (search: string) => (await list({ search })).body.data.map((e: { logbook_annotation: string }) => e.logbook_annotation);
    expect(await texts('leaking AT the')).toEqual(['<p>Valve <em>XV-12</em> LEAKING at the flange</p>']);
    expect(await texts('xv-12 leaking')).toHaveLength(1);
    expect(await texts('çooler')).toEqual(['<p>Compressor ÇOOLER cleaned; 50% load</p>']);
    // Markup is not text; LIKE wildcards are literal.
    expect(await texts('strong')).toEqual([]);
    expect(await texts('em>')).toEqual([]);
    expect(await texts('50%')).toHaveLength(1);
    expect(await texts('_')).toEqual([]);
    const counted = await list({ search: 'p-101' });
    expect(counted.body.total).toBe(1);
  });

  it('stores sanitised HTML: a stored XSS attempt comes back harmless', async () => {
    const attack = [
      '<p>Shift <script>alert(1)</script>note</p>',
      '<p><img src="x" onerror="alert(2)">image</p>',
      '<p onclick="alert(3)">see <a href="https://plant.example/doc" onmouseover="alert(5)">doc</a></p>',
      '<iframe src="https://evil.example"></iframe><p style="color:red">styled</p>',
      '<p><a href="javascript:alert(4)">click</a></p>',
    ].join('');
    const answer = await add(attack);
    expect(answer.status, answer.text).toBe(200);
    const read = (await list({ search: 'styled' })).body.data[0].logbook_annotation as string;
    for (const html of [answer.body.data.logbook_annotation as string, read]) {
      expect(html).not.toMatch(/<script|<img|<iframe|onerror|onclick|onmouseover|javascript:|style=|alert\(/i);
      expect(html).toContain('<a href="https://plant.example/doc" rel="noopener noreferrer" target="_blank">doc</a>');
      expect(html).toContain('click');
    }
    // A text that is only a script is empty once sanitised: refused, nothing stored.
    const onlyScript = await add('<script>alert(1)</script>');
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.error.fields.logbook_annotation.key).toBe('global.labels.requiredField');
  });

  it('refuses an annotation over the configured size with 413 and the logbook message, never a 500', async () => {
    const fits = await add(`<p>${'a'.repeat(MAX_BYTES - 7)}</p>`);
    expect(fits.status, fits.text.slice(0, 200)).toBe(200);
    // Measured in UTF-8 bytes: 'ç' is 2.
    const tooBig = await add(`<p>${'ç'.repeat(MAX_BYTES / 2)}</p>`);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'dataEntry.messages.logbookPayloadTooBig' });
    // Far past the body limit too: the framework's 413 carries the same message.
    const huge = await add(`<p>${'x'.repeat(2 * 1024 * 1024)}</p>`);
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe('dataEntry.messages.logbookPayloadTooBig');
    const own = (await list({ limit: 1 })).body.data[0];
    const edit = await suite.api.put(`${DATA}/${own.id_logbook}`, { logbook_annotation: 'y'.repeat(MAX_BYTES + 1) }, writer.at);
    expect(edit.status).toBe(413);
    expect(edit.body.error.message).toBe('dataEntry.messages.logbookPayloadTooBig');
  });

  it('answers bad input with 400, not 500', async () => {
    const cases: [unknown, string][] = [
      [{ id_logbook_group: groupId }, 'logbook_annotation'],
      [{ id_logbook_group: groupId, logbook_annotation: '<p><br></p>' }, 'logbook_annotation'],
      [{ id_logbook_group: groupId, logbook_annotation: '   &nbsp; ' }, 'logbook_annotation'],
      [{ id_logbook_group: groupId, logbook_annotation: 42 }, 'logbook_annotation'],
      [{ id_logbook_group: groupId, logbook_annotation: '<p>nul \u0000 byte</p>' }, 'logbook_annotation'],
      [{ id_logbook_group: 'abc', logbook_annotation: '<p>x</p>' }, 'id_logbook_group'],
      [{ logbook_annotation: '<p>x</p>' }, 'id_logbook_group'],
      [{ id_logbook_group: 999999, logbook_annotation: '<p>x</p>' }, 'id_logbook_group'],
      [{ id_logbook_group: groupId, logbook_annotation: '<p>x</p>', logbook_date: '2026-02-30T10:00:00Z' }, 'logbook_date'],
    ];
    for (const [body, field] of cases) {
      const answer = await suite.api.post(DATA, body, writer.at);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.error.fields), JSON.stringify(body)).toEqual([field]);
    }
    for (const raw of ['[1,2]', '"text"', '{"id_logbook_group":', 'null']) {
      const answer = await suite.api.call('POST', DATA, undefined, { ...writer.at, raw });
      expect(answer.status, raw).toBe(400);
    }
    for (const query of [{ offset: -1 }, { limit: 0 }, { limit: 101 }, { offset: 'x' }, { search: 'a'.repeat(201) }, { search: 'nul\u0000' }]) {
      const answer = await list(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
    expect((await suite.api.get(`${DATA}/${groupId}?search=a&search=b`, writer.at)).status).toBe(400);
    const own = (await list({ limit: 1 })).body.data[0];
    expect((await suite.api.put(`${DATA}/${own.id_logbook}`, { logbook_annotation: '' }, writer.at)).status).toBe(400);
    expect((await suite.api.put(`${DATA}/${own.id_logbook}`, [], writer.at)).status).toBe(400);
    // Unknown or malformed ids: 404.
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      expect((await suite.api.put(`${DATA}/${id}`, { logbook_annotation: '<p>x</p>' }, writer.at)).status, id).toBe(404);
      expect((await suite.api.delete(`${DATA}/${id}`, writer.at)).status, id).toBe(404);
      expect((await list({}, id as unknown as number)).status, id).toBe(404);
    }
  });

  it("edits and deletes the author's own entry", async () => {
    const entry = (await add('<p>First draft</p>')).body.data;
    const edited = await suite.api.put(`${DATA}/${entry.id_logbook}`, { logbook_annotation: '<p>Final <u>text</u><script>x</script></p>' }, writer.at);
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({
      id_logbook: entry.id_logbook,
      logbook_annotation: '<p>Final <u>text</u></p>',
      logbook_date: entry.logbook_date,
      id_user: writer.id,
    });
    // The search text follows the edit.
    expect((await list({ search: 'final text' })).body.data.map((e: { id_logbook: number }) => e.id_logbook)).toEqual([entry.id_logbook]);
    expect((await list({ search: 'first draft' })).body.data).toEqual([]);
    const deleted = await suite.api.delete(`${DATA}/${entry.id_logbook}`, writer.at);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.id_logbook).toBe(entry.id_logbook);
    expect((await suite.api.delete(`${DATA}/${entry.id_logbook}`, writer.at)).status).toBe(404);
  });

  it('lists the groups of the unit for the panel', async () => {
    const answer = await suite.api.get(GROUPS, writer.at);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((g: { logbook_group_description: string }) => g.logbook_group_description).sort()).toEqual(['Control room', 'Maintenance']);
  });
});
