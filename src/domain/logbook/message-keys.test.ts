import { describe, expect, it } from 'vitest';
import { appCatalogues } from '../../app/i18n/catalogues-app.js';
import { LOGBOOK_EDITOR_SIZES } from './constants.js';
import { logbookFailure, logbookSuccess, type LogbookAction } from './feedback.js';

const keyOf = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

const actions: LogbookAction[] = ['add', 'edit', 'delete', 'loadGroups', 'loadEntries'];

// Every key these rules hand to the app, and the editor's size names.
const keys = [
  ...(['add', 'edit', 'delete'] as const).map((action) => logbookSuccess(action).key),
  ...actions.flatMap((action) => [logbookFailure(action, 413).key, logbookFailure(action, 500).key]),
  ...LOGBOOK_EDITOR_SIZES.map((size) => `richText.sizes.${size}`),
];

describe('the logbook rules use keys that exist', () => {
  it.each(Object.keys(appCatalogues) as (keyof typeof appCatalogues)[])('in %s', (locale) => {
    expect(keys.filter((key) => typeof keyOf(appCatalogues[locale], key) !== 'string')).toEqual([]);
  });
});
