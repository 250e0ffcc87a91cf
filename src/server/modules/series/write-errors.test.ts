import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../app/i18n/catalogues.js';
import { valueKeys } from './write-errors.js';

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('value write message keys', () => {
  it.each(['en-US', 'pt-BR', 'es-ES'] as const)('are all translated in %s', (locale) => {
    const missing = Object.values(valueKeys).filter((key) => typeof lookup(catalogues[locale], key) !== 'string');
    expect(missing).toEqual([]);
  });
});
