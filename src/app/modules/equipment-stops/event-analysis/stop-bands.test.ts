import { describe, expect, it } from 'vitest';
import { stopFixture } from '../shared/stop-fixture.js';
import { bandLegend, stopBands } from './stop-bands.js';

const at = (hhmm: string) => Date.parse(`2026-11-20T${hhmm}:00.000Z`);
const range = { from: at('08:00'), to: at('12:00') };
const grey = '#9e9e9e';

describe('stopBands', () => {
  it('keeps the chosen frames’ stops, cut to the period, open ones up to now, annulled ones out', () => {
    const stops = [
      stopFixture(1, { start: '2026-11-20T07:30:00.000Z', end: '2026-11-20T08:10:00.000Z' }),
      stopFixture(2, { id_frame: 2, start: '2026-11-20T09:00:00.000Z' }),
      stopFixture(3, { start: '2026-11-20T10:00:00.000Z', end: '2026-11-20T10:30:00.000Z', status: 'annulled' }),
      stopFixture(4, { start: '2026-11-20T11:00:00.000Z', end: null, durationMs: 20 * 60_000, status: 'open', motive: null, id_motive: null }),
    ];
    expect(stopBands(stops, [1], range, grey)).toEqual([
      { idStop: 1, idFrame: 1, x1: at('08:00'), x2: at('08:10'), color: '#d32f2f', motive: 'JAM – Bottle jam' },
      { idStop: 4, idFrame: 1, x1: at('11:00'), x2: at('11:20'), color: grey, motive: null },
    ]);
  });

  it('draws nothing for a stop wholly outside the period or when no frame is chosen', () => {
    const stops = [
      stopFixture(1, { start: '2026-11-20T13:00:00.000Z', end: '2026-11-20T13:10:00.000Z' }),
      stopFixture(2, { start: '2026-11-20T09:00:00.000Z' }),
    ];
    expect(stopBands(stops, [1], range, grey).map((band) => band.idStop)).toEqual([2]);
    expect(stopBands(stops, [], range, grey)).toEqual([]);
  });
});

describe('bandLegend', () => {
  it('names each motive once, in order of appearance', () => {
    const bands = stopBands(
      [
        stopFixture(1, { start: '2026-11-20T08:00:00.000Z', end: '2026-11-20T08:05:00.000Z' }),
        stopFixture(2, { start: '2026-11-20T09:00:00.000Z', end: '2026-11-20T09:05:00.000Z', motive: null, id_motive: null }),
        stopFixture(3, { start: '2026-11-20T10:00:00.000Z', end: '2026-11-20T10:05:00.000Z' }),
      ],
      [1],
      range,
      grey,
    );
    expect(bandLegend(bands)).toEqual([
      { motive: 'JAM – Bottle jam', color: '#d32f2f' },
      { motive: null, color: grey },
    ]);
  });
});
