import type { ReactNode } from 'react';
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext, type I18nProvider } from 'react-admin';
import { render } from 'vitest-browser-react';
import { catalogues } from '../../../../i18n/catalogues.js';
import { i18nextOptions } from '../../../../i18n/i18next-options.js';
import { getPeriod, savePeriod } from '../../../../unit-data/period-store.js';
import { PeriodOverrideProvider } from '../../../../unit-data/usePeriod.js';

async function providerIn(locale: string): Promise<I18nProvider> {
  const provider = await getI18nProvider(createInstance(), i18nextOptions(catalogues));
  await provider.changeLocale(locale);
  return provider;
}

/** The unit's clock in the component tests: São Paulo (UTC−3). */
export const setSaoPauloClock = () =>
  savePeriod({ id_periodo: 1, id_elemento: 12, timezone: 'America/Sao_Paulo', per_d_ini: '00:00', per_s_tp: 0, shifts: [] });

/** A component's renderer in react-admin's context, in a language, inside a frame `width` × `height`. */
export async function renderWidget(locale: string, ui: ReactNode, width = 480, height = 260) {
  // The period set for this test, held: test files run side by side share localStorage, and one clearing it would move this clock.
  const period = getPeriod();
  return render(
    <AdminContext i18nProvider={await providerIn(locale)}>
      <PeriodOverrideProvider value={period}>
        <div style={{ width, height }}>{ui}</div>
      </PeriodOverrideProvider>
    </AdminContext>,
  );
}
