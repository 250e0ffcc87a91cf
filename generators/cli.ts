/**
 * `npm run generate`: schemas/ -> src/generated/.
 * `npm run generate -- --check`: regenerate in memory and fail when src/generated/ differs.
 * `--schemas DIR --out DIR --resources DIR` point it elsewhere (the generator tests use a temporary copy).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { generate } from './generate.js';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

async function existing(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const schemasDir = resolve(option('--schemas', join(root, 'schemas')));
  const outDir = resolve(option('--out', join(root, 'src/generated')));
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const overridesDir = resolve(option('--resources', join(root, 'src/app/resources')));
  const { models, outputs } = await generate(schemasDir, version, overridesDir);
  const wanted = new Map(outputs.map((o) => [join(outDir, o.path), o.contents]));
  const stale: string[] = [];
  for (const [path, contents] of wanted) {
    const current = await readFile(path, 'utf8').catch(() => undefined);
    if (current !== contents) stale.push(path);
  }
  const extra = (await existing(outDir)).filter((path) => !wanted.has(path) && !path.endsWith('README.md'));
  if (process.argv.includes('--check')) {
    if (stale.length || extra.length) {
      for (const path of stale) console.error(`stale: ${path}`);
      for (const path of extra) console.error(`not generated: ${path}`);
      console.error('src/generated/ is out of date: run `npm run generate`.');
      process.exit(1);
    }
    console.log(`src/generated/ is up to date (${models.length} entities).`);
    return;
  }
  for (const path of extra) await rm(path);
  for (const path of stale) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, wanted.get(path)!);
  }
  console.log(`generated ${outputs.length} files for ${models.length} entities (${stale.length} changed).`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
