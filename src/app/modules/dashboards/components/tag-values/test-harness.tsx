import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { render } from 'vitest-browser-react';
import type { TagReading } from '../../../../../domain/dashboards/components/data/tag-reading.js';
import { i18nProviderIn } from '../../../../test-support/render-in-admin.js';
import { getPeriod, savePeriod } from '../../../../unit-data/period-store.js';
import { PeriodOverrideProvider } from '../../../../unit-data/usePeriod.js';

/** A component renderer in react-admin's context, in a language, on São Paulo's clock, in a frame of `width` × `height`. */
export async function renderIn(locale: string, ui: ReactNode, width = 400, height = 240) {
  savePeriod({ id_periodo: 1, id_elemento: 12, timezone: 'America/Sao_Paulo', per_d_ini: '00:00', per_s_tp: 0, shifts: [] });
  const i18nProvider = await i18nProviderIn(locale);
  // The period as given, not read back from localStorage: test files run side by side share it, and one clearing it would move this clock.
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <PeriodOverrideProvider value={getPeriod()}>
        <div style={{ width, height }}>{ui}</div>
      </PeriodOverrideProvider>
    </AdminContext>,
  );
}

/** The demo reactor temperature at 80.4 °C at 12:00 in São Paulo: specification 72–88, action plan 74–86. */
export const reactorReading = (overrides: Partial<TagReading> = {}): TagReading => ({
  id_tag: 7,
  code: 'TT-101',
  description: 'Reactor temperature',
  unit: '°C',
  decimals: 1,
  value: 80.4,
  at: '2026-03-10T15:00:00.000Z',
  limits: { spec_low: 72, spec_high: 88, action_low: 74, action_high: 86, valid_low: null, valid_high: null },
  status: 'normal',
  ...overrides,
});
