import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { cardChartFixture } from './card-chart-fixture.js';
import { CapabilityPanel } from './CapabilityPanel.js';
import { HistogramChart } from './HistogramChart.js';
import { RuleLegend } from './RuleLegend.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

async function renderIn(locale: string, children: ReactNode) {
  const i18nProvider = await i18nProviderIn(locale);
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <div style={{ width: 700 }}>{children}</div>
    </AdminContext>,
  );
}

const colorOf = (element: Element) => getComputedStyle(element.querySelector('.MuiTypography-h6')!).color;
const red = 'rgb(211, 47, 47)';
const green = 'rgb(46, 125, 50)';

describe('CapabilityPanel in a real browser', () => {
  it('writes the indexes and sigmas in pt-BR, marks Cpk below 1, and names the sigma of each index', async () => {
    const { capability } = cardChartFixture();
    const screen = await renderIn('pt-BR', <CapabilityPanel chart="xbar-r" capability={{ ...capability!, pp: 1.52, ppk: null }} />);
    await expect.element(screen.getByTestId('capability-cp')).toHaveTextContent('Cp1,01');
    await expect.element(screen.getByTestId('capability-cpk')).toHaveTextContent('Cpk0,94');
    await expect.element(screen.getByTestId('capability-pp')).toHaveTextContent('Pp1,52');
    await expect.element(screen.getByTestId('capability-ppk')).toHaveTextContent('Ppk—');
    await expect.element(screen.getByTestId('capability-mean')).toHaveTextContent('Média74,002');
    await expect.element(screen.getByTestId('capability-sigmaWithin')).toHaveTextContent('σ dentro dos subgrupos0,009888');
    await expect.element(screen.getByTestId('capability-lsl')).toHaveTextContent('LIE73,97');
    await expect.element(screen.getByTestId('capability-within-note')).toHaveTextContent('Cp, Cpk: σ dentro dos subgrupos = R̄/d₂');
    await expect.element(screen.getByTestId('capability-overall-note')).toHaveTextContent('Pp, Ppk: σ global = desvio padrão amostral s');
    expect(colorOf(screen.getByTestId('capability-cpk').element())).toBe(red);
    expect(colorOf(screen.getByTestId('capability-pp').element())).toBe(green);
    const cp = colorOf(screen.getByTestId('capability-cp').element());
    expect([red, green]).not.toContain(cp);
  });

  it('says what capability needs when there is none', async () => {
    const screen = await renderIn('es-ES', <CapabilityPanel chart="p" capability={null} />);
    await expect.element(screen.getByTestId('capability-none')).toHaveTextContent('La capacidad necesita valores');
  });

  it('draws the histogram bins with the specification limits and the mean', async () => {
    const chart = cardChartFixture();
    const screen = await renderIn('en-US', <HistogramChart histogram={chart.histogram} spec={chart.spec} mean={chart.capability!.mean} />);
    await expect.poll(() => screen.container.querySelectorAll('.spc-histogram-bar .recharts-rectangle').length).toBe(5);
    for (const line of ['lsl', 'usl', 'mean']) expect(screen.container.querySelector(`.spc-histogram-${line}`), line).not.toBeNull();
    const bars = [...screen.container.querySelectorAll('.spc-histogram-bar .recharts-rectangle')].map((bar) => bar.getBoundingClientRect());
    // The tallest bin is the middle one (52 values), and the LSL is left of every bar.
    expect(bars.map((bar) => Math.round(bar.height)).indexOf(Math.max(...bars.map((bar) => Math.round(bar.height))))).toBe(2);
    const lsl = screen.container.querySelector('.spc-histogram-lsl line')!.getBoundingClientRect();
    expect(lsl.left).toBeLessThan(bars[0]!.left);
  });

  it('lists the rules run with their violation counts and selects a rule with violations', async () => {
    const chosen: (number | null)[] = [];
    const screen = await renderIn('en-US', <RuleLegend violations={cardChartFixture().violations} onSelect={(rule) => chosen.push(rule)} />);
    await expect.element(screen.getByTestId('rule-chip-1')).toHaveTextContent('R1: 1');
    await expect.element(screen.getByTestId('rule-chip-2')).toHaveTextContent('R2: 0');
    await expect.element(screen.getByTestId('rule-chip-5')).toHaveTextContent('R5: 2');
    await screen.getByTestId('rule-chip-5').click();
    await screen.getByTestId('rule-chip-2').click({ force: true });
    expect(chosen).toEqual([5]);
  });
});
