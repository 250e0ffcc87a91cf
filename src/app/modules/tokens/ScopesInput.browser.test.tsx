import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { TokenScope } from '../../../domain/access/api-token-scopes.js';
import { ScopesInput } from './ScopesInput.js';

let latest: TokenScope[] = [];

function Harness() {
  const [scopes, setScopes] = useState<TokenScope[]>([]);
  const change = (next: TokenScope[]) => {
    latest = next;
    setScopes(next);
  };
  return <ScopesInput value={scopes} onChange={change} />;
}

describe('ScopesInput in a real browser', () => {
  it('adds a page read-only, lets write be ticked, and removes it', async () => {
    const screen = await render(
      <AdminContext>
        <Harness />
      </AdminContext>,
    );
    await expect.element(screen.getByText('tokens.noScopes')).toBeVisible();
    await screen.getByRole('combobox').fill('menu.settings.unit-measurement');
    await screen.getByRole('option', { name: 'menu.settings › menu.settings.unit-measurement' }).click();
    await expect.element(screen.getByTestId('token-scope-row')).toBeVisible();
    expect(latest).toEqual([{ menu_id: 'settings.unit-measurement', read: true, write: false }]);
    await screen.getByRole('checkbox', { name: 'tokens.write' }).click();
    expect(latest).toEqual([{ menu_id: 'settings.unit-measurement', read: true, write: true }]);
    await screen.getByRole('button', { name: 'tokens.removeScope' }).click();
    expect(latest).toEqual([]);
  });

  it('never offers access control or the token page itself', async () => {
    const screen = await render(
      <AdminContext>
        <Harness />
      </AdminContext>,
    );
    await screen.getByRole('combobox').fill('access-control');
    expect(screen.getByRole('option').query()).toBeNull();
    await screen.getByRole('combobox').fill('settings.token');
    expect(screen.getByRole('option').query()).toBeNull();
  });
});
