import { describe, expect, it } from 'vitest';
import { defaultPoints, pointsForWidth, seriesPath } from './series-query.js';

describe('series query', () => {
  it('asks for about one point per pixel, rounded so small resizes ask nothing new', () => {
    expect(pointsForWidth(1013)).toBe(1000);
    expect(pointsForWidth(1030)).toBe(1050);
    expect(pointsForWidth(20)).toBe(100);
    expect(pointsForWidth(20_000)).toBe(4000);
    expect(pointsForWidth(0)).toBe(defaultPoints);
  });

  it('builds the API path with UTC instants', () => {
    const path = seriesPath({ tags: [3, 1], range: { from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 0, 2) }, level: 'D', points: 800 });
    expect(path).toBe('MES/queries/series?tags=3%2C1&from=2026-01-01T00%3A00%3A00.000Z&to=2026-01-02T00%3A00%3A00.000Z&level=D&points=800');
  });
});
