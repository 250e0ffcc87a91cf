/**
 * `npm run new:entity -- <module>/<name> [--menu <menu id>]`: writes
 * `schemas/<module>/<name>.schema.json` and its `<name>.i18n.json` skeleton; nothing else needs
 * registering. The page is the menu's (default `settings.<module>.<name>`), which must be a page
 * of the menus. `--schemas DIR` writes elsewhere (the tests use a temporary copy).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { menuPath } from './emit/permissions.js';
import { entitySkeleton } from './lib/entity-skeleton.js';
import { menuPages } from './lib/menu-pages.js';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const id = process.argv.slice(2).find((arg, index, args) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
  const [module, name] = id?.split('/') ?? [];
  if (!id || !/^[a-z][a-z0-9-]*\/[a-z][a-z-]*$/.test(id) || !module || !name) {
    throw new Error('usage: npm run new:entity -- <module>/<name> [--menu <menu id>] (lower case, e.g. integrated-maintenance/priority)');
  }
  const menu = option('--menu') ?? `settings.${module}.${name}`;
  const route = menuPath(menu);
  if (!menuPages.has(route)) {
    throw new Error(`${route} is no page of the menus (src/domain/navigation/route-table.ts): pass --menu <menu id> of one`);
  }
  const schemasDir = resolve(option('--schemas') ?? join(import.meta.dirname, '../schemas'));
  const { schema, translations } = entitySkeleton(module, name, menu, route);
  await mkdir(join(schemasDir, module), { recursive: true });
  const base = join(schemasDir, module, name);
  for (const [file, contents] of [
    [`${base}.schema.json`, schema],
    [`${base}.i18n.json`, translations],
  ] as const) {
    // 'wx': never overwrite a file someone already wrote.
    await writeFile(file, `${JSON.stringify(contents, null, 2)}\n`, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? new Error(`${file} exists: new:entity never overwrites`) : error;
    });
  }
  console.log(`wrote ${base}.schema.json and ${base}.i18n.json: edit them, then run npm run generate.`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
