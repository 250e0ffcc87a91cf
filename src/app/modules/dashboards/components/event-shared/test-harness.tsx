import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { render } from 'vitest-browser-react';
import { i18nProviderIn } from '../../../../test-support/render-in-admin.js';
import { getPeriod, savePeriod } from '../../../../unit-data/period-store.js';
import { PeriodOverrideProvider } from '../../../../unit-data/usePeriod.js';

/** The unit's clock in the component tests: São Paulo (UTC−3). */
export const setSaoPauloClock = () =>
  savePeriod({ id_periodo: 1, id_elemento: 12, timezone: 'America/Sao_Paulo', per_d_ini: '00:00', per_s_tp: 0, shifts: [] });

/** A component's renderer in react-admin's context, in a language, inside a frame `width` × `height`. */
export async function renderWidget(locale: string, ui: ReactNode, width = 480, height = 260) {
  // The period set for this test, held: test files run side by side share localStorage, and one clearing it would move this clock.
  const period = getPeriod();
  return render(
    <AdminContext i18nProvider={await i18nProviderIn(locale)}>
      <PeriodOverrideProvider value={period}>
        <div style={{ width, height }}>{ui}</div>
      </PeriodOverrideProvider>
    </AdminContext>,
  );
}
