/**
 * Issue 11 section 2: a field renamed in a schema breaks the type check where the app uses it.
 * A temporary copy of the project (schemas, sources, generators) is generated and type-checked
 * as it is, which must pass, then with the tag field `tolerance` renamed in its schema, which must
 * fail in the tag form's field list. Only the app's sources are checked (the code that reads records), once
 * each, without incremental state.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const usingFile = 'src/app/resources/tags/tag-fields.tsx';

function run(dir: string, command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(join(root, 'node_modules/.bin', command), args, { cwd: dir, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

async function copyProject(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rename-field-'));
  for (const name of ['schemas', 'src', 'generators', 'tsconfig.json', 'package.json']) await cp(join(root, name), join(dir, name), { recursive: true });
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await writeFile(
    join(dir, 'tsconfig.app.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: { incremental: false },
      include: ['src/app'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    }),
  );
  return dir;
}

/** Renames a property everywhere its schema and translations name it (properties, required, list columns, labels). */
async function renameField(dir: string, from: string, to: string): Promise<void> {
  for (const file of ['schemas/tags/tag.schema.json', 'schemas/tags/tag.i18n.json']) {
    const path = join(dir, file);
    const text = await readFile(path, 'utf8');
    expect(text).toContain(`"${from}"`);
    await writeFile(path, text.replaceAll(`"${from}"`, `"${to}"`));
  }
}

const generateAndCheck = async (dir: string) => {
  const generated = await run(dir, 'tsx', ['generators/cli.ts']);
  expect(generated.output, 'the renamed schema still generates').toMatch(/generated \d+ files/);
  return run(dir, 'tsc', ['--noEmit', '-p', 'tsconfig.app.json']);
};

describe('a renamed schema field breaks the type check where it is used', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copyProject();
  }, 60_000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('the untouched copy type-checks', async () => {
    const { code, output } = await generateAndCheck(dir);
    expect(output).toBe('');
    expect(code).toBe(0);
  }, 240_000);

  it('renaming the tag field `tolerance` fails in the file that lists it', async () => {
    await renameField(dir, 'tolerance', 'tolerance_percent');
    const { code, output } = await generateAndCheck(dir);
    expect(code).not.toBe(0);
    expect(output).toContain(usingFile);
    expect(output).toContain('"tolerance"');
  }, 240_000);
});
