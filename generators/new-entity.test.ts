import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generate } from './generate.js';

const root = join(import.meta.dirname, '..');
const tsx = join(root, 'node_modules/.bin/tsx');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'new-entity-'));
  await cp(join(root, 'schemas'), dir, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const newEntity = (...args: string[]) => promisify(execFile)(tsx, [join(root, 'generators/new-entity.ts'), ...args, '--schemas', dir]);

describe('npm run new:entity', () => {
  it('writes a schema and its translations that generate as they are, at the menu page', async () => {
    await newEntity('integrated-maintenance/priority');
    const schema = JSON.parse(await readFile(join(dir, 'integrated-maintenance/priority.schema.json'), 'utf8'));
    expect(schema['x-resource']).toMatchObject({ menu: 'settings.integrated-maintenance.priority', route: '/settings/integrated-maintenance/priority' });
    const { models, outputs } = await generate(dir, '1.0.0');
    expect(models.find((m) => m.name === 'priority')).toMatchObject({ api: 'INTEGRATEDMAINTENANCE/entities/PRIORITY', scope: 'element' });
    expect(outputs.find((o) => o.path === 'permissions.ts')!.contents).toContain(
      '"route": "/settings/integrated-maintenance/priority",\n    "resource": "priority"',
    );
  });

  it('takes another menu page with --menu', async () => {
    await newEntity('quality/defects', '--menu', 'settings.manufacture.defect');
    const { models } = await generate(dir, '1.0.0');
    expect(models.find((m) => m.name === 'defects')).toMatchObject({ menu: 'settings.manufacture.defect', route: '/settings/manufacture/defect' });
  });

  it.each([
    ['a menu that is no page of the menus', ['integrated-maintenance/equipment'], /\/settings\/integrated-maintenance\/equipment is no page of the menus/],
    ['a name that is no <module>/<name>', ['Priority'], /usage: npm run new:entity/],
    [
      'an entity that already exists',
      ['operational-structure/unit', '--menu', 'settings.manufacture.defect'],
      /operational-structure\/unit\.schema\.json exists: new:entity never overwrites/,
    ],
  ])('refuses %s', async (_name, args, want) => {
    await expect(newEntity(...args)).rejects.toThrow(want);
  });
});
