import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { stopFixture } from '../shared/stop-fixture.js';
import { countByConsistency } from './consistency-groups.js';
import { ConsistencyTabs } from './ConsistencyTabs.js';
import { ResendToolbar } from './ResendToolbar.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

async function i18nIn(locale: string) {
  const provider = await i18nProviderIn(locale);
  return provider;
}

describe('ConsistencyTabs and ResendToolbar in a real browser', () => {
  it('counts each state in its tab and tells which tab was chosen', async () => {
    const counts = countByConsistency([
      stopFixture(1),
      stopFixture(2, { consistency: 'integrationError' }),
      stopFixture(3, { consistency: 'integrationError' }),
    ]);
    const onChange = vi.fn();
    const screen = await render(
      <AdminContext i18nProvider={await i18nIn('pt-BR')}>
        <div style={{ width: 390 }}>
          <ConsistencyTabs value="notApproved" counts={counts} onChange={onChange} />
        </div>
      </AdminContext>,
    );
    await expect.element(screen.getByTestId('consistency-tab-notApproved')).toHaveTextContent('Não aprovada (1)');
    await expect.element(screen.getByTestId('consistency-tab-approved')).toHaveTextContent(/\(0\)$/);
    await screen.getByTestId('consistency-tab-integrationError').click();
    expect(onChange).toHaveBeenCalledWith('integrationError');
    await expect.element(screen.getByTestId('consistency-tab-integrationError')).toHaveTextContent(/\(2\)$/);
  });

  it('resends only when stops are chosen', async () => {
    const onResend = vi.fn();
    const i18nProvider = await i18nIn('es-ES');
    const screen = await render(
      <AdminContext i18nProvider={i18nProvider}>
        <ResendToolbar chosenCount={0} busy={false} onResend={onResend} />
      </AdminContext>,
    );
    await expect.element(screen.getByTestId('resend-button')).toBeDisabled();
    await expect.element(screen.getByTestId('resend-button')).toHaveTextContent('Reenviar a la integración');
    await screen.rerender(
      <AdminContext i18nProvider={i18nProvider}>
        <ResendToolbar chosenCount={2} busy={false} onResend={onResend} />
      </AdminContext>,
    );
    await expect.element(screen.getByTestId('resend-chosen-count')).toHaveTextContent('2 paradas seleccionadas');
    await screen.getByTestId('resend-button').click();
    expect(onResend).toHaveBeenCalledOnce();
  });
});
