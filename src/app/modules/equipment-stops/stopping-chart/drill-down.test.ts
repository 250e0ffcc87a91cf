import { describe, expect, it } from 'vitest';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { serverMotiveFilter, stopsOfTarget } from './drill-down.js';

const stop = (id: number, motive: { id: number; group: number } | null, status: StopView['status'] = 'finished'): StopView => ({
  id_stop: id,
  id_frame: 1,
  start: '2026-03-01T10:00:00.000Z',
  end: '2026-03-01T10:10:00.000Z',
  durationMs: 600_000,
  status,
  origin: 'automatic',
  consistency: 'notApproved',
  reproved: false,
  id_motive: motive?.id ?? null,
  motive: motive && {
    id_motive: motive.id,
    code: `M${motive.id}`,
    description: 'x',
    color: '#000',
    loss_category: 'availability',
    id_motive_group: motive.group,
  },
  comment: null,
  complements: {},
  integration_error: null,
  split_from: null,
  version: 1,
  analysis: null,
});

const stops = [stop(1, { id: 10, group: 100 }), stop(2, { id: 11, group: 100 }), stop(3, null), stop(4, { id: 10, group: 100 }, 'annulled')];

describe('stopsOfTarget', () => {
  it('keeps the counted stops of a motive, of a group, or without a motive', () => {
    expect(stopsOfTarget(stops, { by: 'motive', key: 10, label: '' }).map((s) => s.id_stop)).toEqual([1]);
    expect(stopsOfTarget(stops, { by: 'group', key: 100, label: '' }).map((s) => s.id_stop)).toEqual([1, 2]);
    expect(stopsOfTarget(stops, { by: 'group', key: null, label: '' }).map((s) => s.id_stop)).toEqual([3]);
  });

  it('lets the server filter a motive only', () => {
    expect(serverMotiveFilter({ by: 'motive', key: 10, label: '' })).toBe(10);
    expect(serverMotiveFilter({ by: 'motive', key: null, label: '' })).toBeUndefined();
    expect(serverMotiveFilter({ by: 'group', key: 100, label: '' })).toBeUndefined();
  });
});
