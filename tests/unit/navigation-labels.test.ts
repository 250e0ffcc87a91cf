import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { catalogues } from '../../src/app/i18n/catalogues.js';
import { i18nextOptions } from '../../src/app/i18n/i18next-options.js';
import { allMenuNodes } from '../../src/domain/navigation/menu-paths.js';
import { locales } from '../../src/app/i18n/locales.js';
import { installMemoryStorage } from './memory-storage.js';

installMemoryStorage().setItem('plataforma.locale', 'en-US');

describe.each(locales.map(({ locale }) => locale))('menu labels in %s', (locale) => {
  it('translates every entry of both menus (flat keys beside nested ones)', async () => {
    const i18n = createInstance();
    await i18n.init({ ...i18nextOptions(catalogues), lng: locale });
    const missing = allMenuNodes.filter((node) => {
      const text = i18n.t(node.labelKey);
      return typeof text !== 'string' || text === node.labelKey || text.length === 0;
    });
    expect(missing.map((node) => node.labelKey)).toEqual([]);
    expect(i18n.t('menu.settings')).not.toBe('menu.settings');
    expect(i18n.t('menu.dashboardView', { id: 4 })).toMatch(/#4$/);
  });
});
