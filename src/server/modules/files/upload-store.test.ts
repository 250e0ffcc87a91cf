import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { avatarMaxBytes, readImage, storeImage, storedNamePattern } from './upload-store.js';

const dir = mkdtempSync(join(tmpdir(), 'plant-uploads-'));
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('upload store', () => {
  it('stores an image under a new name of its own, with the extension of its bytes', async () => {
    const { name, type } = await storeImage(dir, png);
    expect(type).toBe('png');
    expect(name).toMatch(storedNamePattern);
    expect(await readImage(dir, name)).toEqual({ content: png, contentType: 'image/png' });
  });

  it('refuses what is not a png or jpeg, and what is 2 MB or more, writing nothing', async () => {
    const before = readdirSync(dir).length;
    await expect(storeImage(dir, Buffer.from('hello'))).rejects.toMatchObject({ statusCode: 400, message: 'accessControl.users.pngJpg' });
    const big = Buffer.concat([png, Buffer.alloc(avatarMaxBytes)]);
    await expect(storeImage(dir, big)).rejects.toMatchObject({ statusCode: 413, message: 'accessControl.users.lessTwoMb' });
    expect(readdirSync(dir)).toHaveLength(before);
  });

  it.each(['../secret.png', '..%2Fsecret.png', 'x.png', `${'a'.repeat(32)}.gif`, `${'a'.repeat(32)}.png/..`, `${'b'.repeat(32)}.png`])(
    'answers 404 for the name %s',
    async (name) => {
      writeFileSync(join(dir, 'x.png'), png);
      await expect(readImage(dir, name)).rejects.toMatchObject({ statusCode: 404 });
    },
  );
});
