import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { cardChartFixture } from './card-chart-fixture.js';
import type { CardChart, CardChartPoint } from './card-chart-type.js';
import { ControlChart, type ControlChartProps } from './ControlChart.js';
import { i18nProviderIn } from '../../../test-support/render-in-admin.js';

async function renderChart(props: ControlChartProps, locale = 'en-US') {
  const i18nProvider = await i18nProviderIn(locale);
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <div style={{ width: 900 }}>
        <ControlChart {...props} />
      </div>
    </AdminContext>,
  );
}

/** The distinct heights (pixels, rounded) a drawn line passes through. */
function lineHeights(svg: Element, className: string): number[] {
  const path = svg.querySelector(`.${className} path.recharts-curve, path.${className}, .${className} .recharts-curve`);
  const d = path?.getAttribute('d') ?? '';
  const ys = [...d.matchAll(/[ML,]?\s*[\d.]+[ ,]([\d.]+)/g)].map((match) => Math.round(Number(match[1])));
  return [...new Set(ys)];
}

const statisticSvg = (container: HTMLElement) => container.querySelector('.spc-statistic-chart svg, svg.spc-statistic-chart, .spc-statistic-chart')!;

describe('ControlChart in a real browser', () => {
  it('draws the limits of each revision as steps, the three zones, the specification limits and the violated points', async () => {
    const screen = await renderChart({ chart: cardChartFixture() });
    await expect.poll(() => screen.container.querySelectorAll('.spc-point-violated').length).toBe(3);
    const svg = statisticSvg(screen.container);
    // The revision at point 15 moves UCL, CL and LCL: each line steps once.
    expect(lineHeights(svg, 'spc-line-ucl')).toHaveLength(2);
    expect(lineHeights(svg, 'spc-line-center')).toHaveLength(2);
    expect(lineHeights(svg, 'spc-line-lcl')).toHaveLength(2);
    for (const zone of ['a', 'b', 'c']) expect(svg.querySelectorAll(`.spc-zone-${zone} path`).length, zone).toBeGreaterThan(0);
    expect(svg.querySelector('.spc-spec-lsl line, line.spc-spec-lsl')).not.toBeNull();
    expect(svg.querySelector('.spc-spec-usl line, line.spc-spec-usl')).not.toBeNull();
    const violated = [...screen.container.querySelectorAll('.spc-point-violated')].map((dot) => [dot.getAttribute('data-i'), dot.getAttribute('data-rules')]);
    expect(violated).toEqual([
      ['7', '1'],
      ['19', '5'],
      ['20', '5'],
    ]);
    // The violated point of rule 1 is above the UCL line of its segment.
    const ucl = Math.min(...lineHeights(svg, 'spc-line-ucl'));
    const dot = screen.container.querySelector('.spc-point-violated[data-i="7"] circle')!;
    expect(Number(dot.getAttribute('cy'))).toBeLessThan(ucl);
    await expect.element(screen.getByTestId('dispersion-chart')).toBeVisible();
    await expect.element(screen.getByText('Range (R)')).toBeVisible();
  });

  it('names the violated rules in the tooltip of a point and hands a clicked point to the page', async () => {
    const onPointClick = vi.fn<(point: CardChartPoint) => void>();
    const screen = await renderChart({ chart: cardChartFixture(), onPointClick });
    await expect.poll(() => screen.container.querySelectorAll('.spc-point-violated').length).toBe(3);
    const dot = screen.container.querySelector('.spc-point-violated[data-i="7"] circle') as SVGCircleElement;
    const box = dot.getBoundingClientRect();
    const surface = statisticSvg(screen.container).closest('.recharts-wrapper') ?? statisticSvg(screen.container);
    const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2, bubbles: true };
    surface.dispatchEvent(new MouseEvent('mousemove', at));
    const tooltip = screen.getByTestId('control-chart-tooltip').first();
    await expect.element(tooltip).toHaveTextContent('R1: One point beyond K sigma');
    await expect.element(tooltip).toHaveTextContent('X̄ = 74.02');
    await expect.element(tooltip).toHaveTextContent('LCL 73.988 · CL 74.001 · UCL 74.014');
    surface.dispatchEvent(new MouseEvent('click', at));
    await vi.waitFor(() => expect(onPointClick).toHaveBeenCalledWith(expect.objectContaining({ i: 7, rules: [1] })));
  });

  it('rings the highlighted points', async () => {
    const screen = await renderChart({ chart: cardChartFixture(), highlight: [3, 19] });
    await expect.poll(() => screen.container.querySelectorAll('.spc-point-highlight').length).toBe(2);
  });

  it('draws per-point limits for a p chart of unequal sample sizes, with no dispersion chart', async () => {
    const base = cardChartFixture();
    const sizes = [50, 80, 120, 50, 200, 90, 60, 150];
    const chart: CardChart = {
      ...base,
      chart: 'p',
      subgroupSize: 1,
      points: sizes.map((n, i) => ({ i, t: base.points[i]!.t, value: 0.1, dispersion: null, n, rules: [] })),
      segments: [{ from: base.points[0]!.t, to: base.points[7]!.t + 1, center: 0.1, lcl: 0.0, ucl: 0.2, sigma: 0.0333, source: 'computed' }],
      violations: {},
      capability: null,
      spec: { lsl: null, usl: null },
    };
    const screen = await renderChart({ chart, compact: true });
    await expect.poll(() => statisticSvg(screen.container).querySelectorAll('.spc-line-ucl path').length).toBeGreaterThan(0);
    // Six sample sizes, six upper limits: √(p̄(1 − p̄)/n) changes with n.
    expect(lineHeights(statisticSvg(screen.container), 'spc-line-ucl')).toHaveLength(new Set(sizes).size);
    expect(screen.container.querySelector('[data-testid="dispersion-chart"]')).toBeNull();
    expect(screen.container.querySelector('.recharts-legend-wrapper')).toBeNull();
  });

  it('fixes the value axis to the scale of the card', async () => {
    const screen = await renderChart({ chart: cardChartFixture({ scale: { min: 73.9, max: 74.1 } }) }, 'pt-BR');
    await expect.poll(() => screen.container.querySelectorAll('.spc-point-violated').length).toBe(3);
    const ticks = [...statisticSvg(screen.container).querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
      (tick) => tick.textContent,
    );
    expect(ticks[0]).toBe('73,9');
    expect(ticks[ticks.length - 1]).toBe('74,1');
  });
});
