import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from './helpers/api-client.js';
import { demoSuite } from './helpers/demo-suite.js';
import { jpegHead, multipartFile, tinyPng } from './helpers/multipart.js';
import { dialects } from './helpers/test-server.js';
import { regularUser, type Person } from './helpers/user-fixtures.js';

const twoMb = 2 * 1024 * 1024;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const jpg = Buffer.concat([jpegHead, Buffer.alloc(64, 7)]);
const paths = {
  upload: (idAction: number) => `${product}/RCA/actions/actions/${idAction}/attachments`,
  file: (id: number | string) => `${product}/RCA/queries/attachments/${id}`,
  remove: (id: number | string) => `${product}/RCA/actions/attachments/${id}`,
};
const refusal = (key: string) => expect.objectContaining({ error: expect.objectContaining({ message: key }) });

/** Root-cause attachments (root-cause README, Attachments): types by their bytes, size, the limit of 10, roles, download. */
describe.each(dialects)('root-cause attachments (%s)', (dialect) => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'rca-attachments-'));
  const suite = demoSuite(dialect, { config: { uploadDir } });
  const db = () => suite.server.app.database.db;
  const storedFiles = () => (existsSync(join(uploadDir, 'rca')) ? readdirSync(join(uploadDir, 'rca')) : []);
  /** The action's responsible. */
  let doer: Person;
  /** The effect's responsible: an applicator. */
  let applicator: Person;
  /** The effect's manager: reads, but files are not his work. */
  let manager: Person;
  /** Reads the module's pages, holds no role. */
  let reader: Person;
  /** No root-cause page at all. */
  let outsider: Person;
  let northEffect: number;
  let southEffect: number;
  let northCause: number;
  let southCause: number;

  const nowMs = Date.UTC(2026, 5, 1);
  const insertEffect = async (unit: number) => {
    const row = await db()
      .insertInto('rca_effect')
      .values({
        id_elemento: unit,
        description: 'Filler jams',
        form: 'free',
        status: 'in-analysis',
        id_responsible: applicator.id,
        id_examiner: manager.id,
        id_manager: manager.id,
        team: JSON.stringify([]),
        occurred_at: nowMs,
        version: 1,
        created_by: applicator.id,
        created_at: nowMs,
        updated_at: nowMs,
      })
      .returning('id_effect')
      .executeTakeFirstOrThrow();
    return Number(row.id_effect);
  };
  const insertCause = async (idEffect: number) => {
    const row = await db()
      .insertInto('rca_cause')
      .values({
        id_effect: idEffect,
        origin: 'machine',
        description: 'Worn nozzle',
        gravity: 3,
        urgency: 3,
        tendency: 3,
        status: 'active',
        version: 1,
        created_by: applicator.id,
        created_at: nowMs,
      })
      .returning('id_cause')
      .executeTakeFirstOrThrow();
    return Number(row.id_cause);
  };
  const insertAction = async (status = 'in-progress', idEffect = northEffect, idCause = northCause) => {
    const row = await db()
      .insertInto('rca_action')
      .values({
        id_effect: idEffect,
        id_cause: idCause,
        title: 'Replace the nozzle',
        what: 'Replace',
        why: 'Worn',
        deadline: '2026-06-30',
        id_responsible: doer.id,
        id_examiner: manager.id,
        status,
        approval: 'approved',
        suspended: 0,
        verification_status: 'pending',
        version: 1,
        created_by: applicator.id,
        created_at: nowMs,
        updated_at: nowMs,
      })
      .returning('id_action')
      .executeTakeFirstOrThrow();
    return Number(row.id_action);
  };
  const upload = (idAction: number, content: Buffer, filename = 'evidence.png', as: Person = doer, type = 'application/octet-stream') => {
    const body = multipartFile(content, filename, type);
    return suite.server.app.inject({
      method: 'POST',
      url: paths.upload(idAction),
      payload: body.payload,
      headers: { ...body.headers, ...as.at.headers, authorization: `Bearer ${as.token}` },
    });
  };
  const call = (method: 'GET' | 'DELETE', url: string, as: Person = doer) =>
    suite.server.app.inject({ method, url, headers: { ...as.at.headers, authorization: `Bearer ${as.token}` } });
  const rowsOf = async (idAction: number) =>
    (await db().selectFrom('rca_attachment').selectAll().where('id_action', '=', idAction).orderBy('id_attachment').execute()).map((row) => ({
      id: Number(row.id_attachment),
      stored: String(row.stored_name),
      name: String(row.file_name),
    }));
  const historyOf = async (idAction: number) =>
    (
      await db()
        .selectFrom('rca_action_history')
        .select(['action', 'comment', 'id_usuario'])
        .where('id_action', '=', idAction)
        .orderBy('id_action_history')
        .execute()
    ).map((row) => ({ action: row.action, comment: row.comment, user: Number(row.id_usuario) }));

  beforeAll(async () => {
    const pages = ['root-cause.generate-analysis', 'root-cause.action-list'];
    doer = await regularUser(suite.api, suite.demo, 'rcadoer', pages);
    applicator = await regularUser(suite.api, suite.demo, 'rcaapplicator', pages);
    manager = await regularUser(suite.api, suite.demo, 'rcamanager', pages);
    reader = await regularUser(suite.api, suite.demo, 'rcareader', ['root-cause.action-list']);
    outsider = await regularUser(suite.api, suite.demo, 'rcaoutsider', ['dashboard-views']);
    northEffect = await insertEffect(suite.demo.north);
    northCause = await insertCause(northEffect);
    southEffect = await insertEffect(suite.demo.south);
    southCause = await insertCause(southEffect);
  });
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

  it('takes a PNG, a JPG and a PDF by their bytes, keeps a clean name and writes the history', async () => {
    const action = await insertAction();
    const png = await upload(action, tinyPng, '../../evil\u0007 name.png');
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().data).toEqual({
      id_attachment: expect.any(Number),
      file_name: 'evil name.png',
      content_type: 'image/png',
      size: tinyPng.length,
      created_at: expect.any(String),
    });
    const photo = await upload(action, jpg, 'photo.pdf', applicator, 'application/pdf');
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.json().data).toMatchObject({ file_name: 'photo.pdf', content_type: 'image/jpeg' });
    const report = await upload(action, pdf, `C:\\reports\\${'r'.repeat(300)}.pdf`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data).toMatchObject({ file_name: 'r'.repeat(200), content_type: 'application/pdf', size: pdf.length });
    const rows = await rowsOf(action);
    expect(rows.map((row) => row.name)).toEqual(['evil name.png', 'photo.pdf', 'r'.repeat(200)]);
    for (const row of rows) {
      expect(row.stored).toMatch(/^[0-9a-f]{32}\.(png|jpg|pdf)$/);
      expect(storedFiles()).toContain(row.stored);
    }
    expect(await historyOf(action)).toEqual([
      { action: 'attached', comment: 'evil name.png', user: doer.id },
      { action: 'attached', comment: 'photo.pdf', user: applicator.id },
      { action: 'attached', comment: 'r'.repeat(200), user: doer.id },
    ]);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'chart.gif'],
    ['a text file', Buffer.from('just some text, not a report'), 'notes.pdf'],
    ['a program renamed', Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(64)]), 'report.pdf'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
  ])('refuses %s with rootCause.errors.attachmentType and keeps nothing', async (_name, content, filename) => {
    const action = await insertAction();
    const before = storedFiles().length;
    const answer = await upload(action, content, filename);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusal('rootCause.errors.attachmentType'));
    expect(storedFiles()).toHaveLength(before);
    expect(await rowsOf(action)).toEqual([]);
  });

  it('takes a file just under 2 MB and refuses one of 2 MB with 413', async () => {
    const action = await insertAction();
    const under = await upload(action, Buffer.concat([pdf, Buffer.alloc(twoMb - 1 - pdf.length)]), 'big.pdf');
    expect(under.statusCode, under.body).toBe(200);
    const before = storedFiles().length;
    const over = await upload(action, Buffer.concat([pdf, Buffer.alloc(twoMb - pdf.length)]), 'huge.pdf');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(refusal('rootCause.errors.attachmentTooLarge'));
    expect(storedFiles()).toHaveLength(before);
    expect(await rowsOf(action)).toHaveLength(1);
  });

  it('refuses the 11th file of an action with 409 and the limit', async () => {
    const action = await insertAction();
    for (let n = 1; n <= 10; n++) expect((await upload(action, tinyPng, `shot-${n}.png`)).statusCode).toBe(200);
    const before = storedFiles().length;
    const eleventh = await upload(action, tinyPng, 'shot-11.png');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toMatchObject({
      message: 'rootCause.errors.attachmentLimit',
      fields: { file: { key: 'rootCause.errors.attachmentLimit', args: { max: 10 } } },
    });
    expect(storedFiles()).toHaveLength(before);
    expect(await rowsOf(action)).toHaveLength(10);
  });

  it('never stores more than 10 files of an action sent at once', async () => {
    const action = await insertAction();
    const before = storedFiles().length;
    const answers = await Promise.all(Array.from({ length: 14 }, (_, n) => upload(action, tinyPng, `burst-${n}.png`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(10).fill(200), ...Array(4).fill(409)]);
    expect(await rowsOf(action)).toHaveLength(10);
    expect(storedFiles()).toHaveLength(before + 10);
  });

  it('lets the responsible and the applicators attach and delete, nobody else; the file goes with its row', async () => {
    const action = await insertAction('not-started');
    for (const other of [manager, reader]) {
      const refused = await upload(action, tinyPng, 'x.png', other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(refusal('rootCause.errors.notYourRole'));
    }
    expect((await upload(action, tinyPng, 'x.png', outsider)).statusCode).toBe(403);
    const first = (await upload(action, tinyPng, 'first.png')).json().data.id_attachment as number;
    const second = (await upload(action, pdf, 'second.pdf', applicator)).json().data.id_attachment as number;
    const [firstRow, secondRow] = await rowsOf(action);
    for (const other of [manager, reader, outsider]) expect((await call('DELETE', paths.remove(first), other)).statusCode).toBe(403);
    expect(storedFiles()).toContain(firstRow!.stored);
    const deleted = await call('DELETE', paths.remove(first), applicator);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ data: { id_attachment: first } });
    expect(storedFiles()).not.toContain(firstRow!.stored);
    expect((await call('DELETE', paths.remove(second), doer)).statusCode).toBe(200);
    expect(storedFiles()).not.toContain(secondRow!.stored);
    expect(await rowsOf(action)).toEqual([]);
    expect((await call('DELETE', paths.remove(second), doer)).statusCode).toBe(404);
    expect((await historyOf(action)).map((row) => `${row.action} ${row.comment}`)).toEqual([
      'attached first.png',
      'attached second.pdf',
      'attachment-deleted first.png',
      'attachment-deleted second.pdf',
    ]);
  });

  it('refuses attaching to, and deleting the files of, a completed or canceled action (409)', async () => {
    const action = await insertAction();
    const id = (await upload(action, tinyPng, 'kept.png')).json().data.id_attachment as number;
    for (const status of ['completed', 'canceled']) {
      await db().updateTable('rca_action').set({ status }).where('id_action', '=', action).execute();
      const attach = await upload(action, tinyPng, 'late.png');
      expect(attach.statusCode).toBe(409);
      expect(attach.json()).toEqual(refusal('rootCause.errors.notFromThisState'));
      const remove = await call('DELETE', paths.remove(id));
      expect(remove.statusCode).toBe(409);
      expect(remove.json()).toEqual(refusal('rootCause.errors.notFromThisState'));
    }
    expect(await rowsOf(action)).toHaveLength(1);
    expect(storedFiles()).toContain((await rowsOf(action))[0]!.stored);
  });

  it('serves the file to readers of the unit as a download, with its type and name', async () => {
    const action = await insertAction();
    const name = "relatório final (v2)'s.pdf";
    const id = (await upload(action, pdf, name)).json().data.id_attachment as number;
    for (const who of [doer, reader, manager]) {
      const file = await call('GET', paths.file(id), who);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''relat%C3%B3rio%20final%20%28v2%29%27s.pdf`);
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    expect((await call('GET', paths.file(id), outsider)).statusCode).toBe(403);
    const image = (await upload(action, tinyPng, 'shot.png')).json().data.id_attachment as number;
    const shot = await call('GET', paths.file(image));
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.equals(tinyPng)).toBe(true);
  });

  it("answers 404 for another unit's action or file, and for ids that are no ids", async () => {
    const southAction = await insertAction('in-progress', southEffect, southCause);
    expect((await upload(southAction, tinyPng)).statusCode).toBe(404);
    const row = await db()
      .insertInto('rca_attachment')
      .values({
        id_action: southAction,
        stored_name: `${'a'.repeat(32)}.png`,
        file_name: 'south.png',
        content_type: 'image/png',
        size: 1,
        created_by: doer.id,
        created_at: nowMs,
      })
      .returning('id_attachment')
      .executeTakeFirstOrThrow();
    const southFile = Number(row.id_attachment);
    expect((await call('GET', paths.file(southFile))).statusCode).toBe(404);
    expect((await call('DELETE', paths.remove(southFile))).statusCode).toBe(404);
    expect((await upload(2_000_000_000, tinyPng)).statusCode).toBe(404);
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', '..%2Fpackage.json', '1abc', '-1', '0', '99999999999', `${'a'.repeat(32)}.png`]) {
      expect((await call('GET', paths.file(bad))).statusCode, bad).toBe(404);
      expect((await call('DELETE', paths.remove(bad))).statusCode, bad).toBe(404);
    }
    expect((await call('GET', `${product}/RCA/queries/attachments/../../../etc/passwd`)).statusCode).toBe(404);
  });
});
