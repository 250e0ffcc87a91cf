import { describe, expect, it } from 'vitest';
import { appCatalogues } from '../../../app/i18n/catalogues-app.js';
import { alertKeys } from './alert-keys.js';

const keyOf = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('the alert routes answer with keys that exist', () => {
  it.each(Object.keys(appCatalogues) as (keyof typeof appCatalogues)[])('in %s', (locale) => {
    expect(Object.values(alertKeys).filter((key) => typeof keyOf(appCatalogues[locale], key) !== 'string')).toEqual([]);
  });
});
