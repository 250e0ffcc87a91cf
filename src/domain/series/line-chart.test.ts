import { describe, expect, it } from 'vitest';
import { lineChartAllowed, lineChartAllowedFor, lineChartMaxPoints, mostRawPoints } from './line-chart.js';

const raw = (points: number) => ({ points, downsampled: false });
const reduced = (points: number) => ({ points, downsampled: true });

describe('the 500-point line rule', () => {
  it.each([
    [raw(0), true],
    [raw(499), true],
    [raw(500), false],
    [raw(5_000), false],
    [reduced(933), true],
    [reduced(5_000), true],
  ])('%o -> line %s', (series, allowed) => {
    expect(lineChartAllowedFor(series)).toBe(allowed);
  });

  it('draws a 30-day trend the server reduced to 933 points as a line', () => {
    expect(lineChartAllowed([reduced(933)])).toBe(true);
  });

  it('offers points only when any shown series has 500 raw points or more', () => {
    expect(lineChartAllowed([reduced(933), raw(499)])).toBe(true);
    expect(lineChartAllowed([reduced(933), raw(720)])).toBe(false);
    expect(lineChartAllowed([])).toBe(true);
  });

  it('names the raw count in the hint, not the reduced one', () => {
    expect(mostRawPoints([reduced(933), raw(720)])).toBe(720);
    expect(mostRawPoints([reduced(933)])).toBe(0);
  });

  it('names the spec constant', () => {
    expect(lineChartMaxPoints).toBe(500);
  });
});
