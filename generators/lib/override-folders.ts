import { readdir } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import type { EntityModel } from '../../src/domain/entities/entity-model.js';

const repoRoot = join(import.meta.dirname, '../..');
/** The app's hand-written overrides: `src/app/resources/<resource name>/`. */
export const defaultOverridesDir = join(repoRoot, 'src/app/resources');

/** An override folder must be named after a resource; a typo would leave the override unused. */
export async function checkOverrideFolders(models: readonly EntityModel[], overridesDir: string): Promise<void> {
  const entries = await readdir(overridesDir, { withFileTypes: true }).catch(() => []);
  const names = new Set(models.map((model) => model.name));
  const shown = relative(repoRoot, overridesDir);
  const base = shown.startsWith('..') || isAbsolute(shown) ? overridesDir : shown;
  const orphans = entries.filter((entry) => entry.isDirectory() && !names.has(entry.name));
  if (orphans.length) {
    throw new Error(
      orphans.map((entry) => `${base}/${entry.name}: override folder names no entity (no schema has x-resource.name "${entry.name}")`).join('\n'),
    );
  }
}
