import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { product } from './helpers/api-client.js';
import { jpegHead, multipartFile, tinyPng } from './helpers/multipart.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const upload = `${product}/INT/actions/uploadFile`;
const getFile = `${product}/INT/actions/getFile`;
const twoMb = 2 * 1024 * 1024;

describe.each(dialects)('avatar upload and download (%s)', (dialect) => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'plant-avatars-'));
  const suite = demoSuite(dialect, { config: { uploadDir } });
  const send = (body: { payload: Buffer; headers: Record<string, string> }, token = suite.demo.operator) =>
    suite.server.app.inject({ method: 'POST', url: upload, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  const fetchFile = (name: string, token: string | null = suite.demo.operator) =>
    suite.server.app.inject({ method: 'GET', url: `${getFile}/${name}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

  it('stores a PNG under a name of its own and serves it back to a signed user with its type', async () => {
    const response = await send(multipartFile(tinyPng, '../../evil name.png', 'image/png'));
    expect(response.statusCode).toBe(200);
    const { name, type } = response.json().data;
    expect(type).toBe('png');
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(readdirSync(uploadDir)).toContain(name);
    const file = await fetchFile(name, suite.demo.admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(tinyPng)).toBe(true);
  });

  it('tells a JPEG by its bytes, whatever its name and declared type say', async () => {
    const content = Buffer.concat([jpegHead, Buffer.alloc(64, 1)]);
    const response = await send(multipartFile(content, 'photo.png', 'application/octet-stream'));
    expect(response.json().data.name).toMatch(/\.jpg$/);
    expect((await fetchFile(response.json().data.name)).headers['content-type']).toBe('image/jpeg');
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, not an image'), 'avatar.png', 'image/png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'avatar.gif', 'image/gif'],
    ['an empty file', Buffer.alloc(0), 'empty.jpg', 'image/jpeg'],
  ])('refuses %s with accessControl.users.pngJpg', async (_name, content, filename, type) => {
    const before = readdirSync(uploadDir).length;
    const response = await send(multipartFile(content, filename, type));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'UNSUPPORTED_FILE_TYPE', message: 'accessControl.users.pngJpg' } });
    expect(readdirSync(uploadDir)).toHaveLength(before);
  });

  it('takes a PNG just under 2 MB (above the JSON body limit) and refuses one of 2 MB with accessControl.users.lessTwoMb', async () => {
    const under = await send(multipartFile(Buffer.concat([tinyPng, Buffer.alloc(twoMb - 1 - tinyPng.length)]), 'big.png', 'image/png'));
    expect(under.statusCode).toBe(200);
    const before = readdirSync(uploadDir).length;
    const over = await send(multipartFile(Buffer.concat([tinyPng, Buffer.alloc(twoMb - tinyPng.length)]), 'huge.png', 'image/png'));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ error: { code: 'FILE_TOO_LARGE', message: 'accessControl.users.lessTwoMb' } });
    expect(readdirSync(uploadDir)).toHaveLength(before);
  });

  it('refuses a body that is not multipart, or has no file', async () => {
    const json = await suite.api.post('INT/actions/uploadFile', { file: tinyPng.toString('base64') }, { token: suite.demo.operator });
    expect(json.status).toBe(400);
    const boundary = 'plainfield';
    const fieldOnly = await send({
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(fieldOnly.statusCode).toBe(400);
    expect(fieldOnly.json().error.message).toBe('accessControl.users.pngJpg');
  });

  it('needs a signed user for both calls', async () => {
    const anonymous = await suite.server.app.inject({ method: 'POST', url: upload, ...multipartFile(tinyPng, 'a.png', 'image/png') });
    expect(anonymous.statusCode).toBe(401);
    const stored = (await send(multipartFile(tinyPng, 'a.png', 'image/png'))).json().data.name;
    expect((await fetchFile(stored, null)).statusCode).toBe(401);
  });

  it.each([
    '..%2F..%2Fpackage.json',
    '..%2Fsecret.png',
    '%2E%2E%2Fsecret.png',
    `${'a'.repeat(32)}.png%2F..%2F..%2Fsecret.png`,
    'secret.png',
    `${'b'.repeat(32)}.png`,
    `${'c'.repeat(32)}.svg`,
  ])('answers 404 for %s and never leaves the upload directory', async (name) => {
    writeFileSync(join(uploadDir, '..', 'secret.png'), tinyPng);
    writeFileSync(join(uploadDir, 'secret.png'), tinyPng);
    const response = await fetchFile(name);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    rmSync(join(uploadDir, 'secret.png'));
    expect(existsSync(join(uploadDir, '..', 'secret.png'))).toBe(true);
    rmSync(join(uploadDir, '..', 'secret.png'));
  });

  it('answers 404 for a raw ../ path too', async () => {
    for (const url of [`${getFile}/../../../package.json`, `${getFile}/..%2f..%2f..%2fpackage.json`]) {
      const response = await suite.server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${suite.demo.operator}` } });
      expect(response.statusCode).toBe(404);
    }
  });
});
