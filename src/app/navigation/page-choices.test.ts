import { describe, expect, it } from 'vitest';
import { permissionMap } from '../../generated/permissions.js';
import { pageChoices } from './page-choices.js';

const keys = (key: string) => key;

describe('pageChoices', () => {
  const choices = pageChoices(keys);
  const ids = new Set(choices.map((choice) => choice.permissionId));

  it('offers every menu id the server checks on a generated page', () => {
    expect(permissionMap.map((entry) => entry.menuId).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('offers the module pages of the main menu and a group that is itself a page', () => {
    expect(choices).toContainEqual({
      path: '/analysis/analysis-process',
      permissionId: 'analysis.analysis-process',
      label: 'menu.analysis › menu.analysis.analysis-process',
    });
    expect(choices.map((choice) => choice.path)).toContain('/settings/tags');
    expect(choices.map((choice) => choice.path)).toContain('/settings/tags/groups');
  });

  it('leaves out pure groups and the mobile-only home', () => {
    const paths = choices.map((choice) => choice.path);
    expect(paths).not.toContain('/analysis');
    expect(paths).not.toContain('/home');
  });
});
