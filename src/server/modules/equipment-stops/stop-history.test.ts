import { describe, expect, it } from 'vitest';
import { changedFields, historyChanges } from './stop-history.js';
import type { StopRow } from './stop-repository.js';

const stop: StopRow = {
  id_stop: 1,
  id_elemento: 1,
  id_frame: 2,
  start: Date.UTC(2026, 0, 1, 8),
  end: null,
  status: 'open',
  origin: 'manual',
  consistency: 'notApproved',
  reproved: true,
  id_motive: 5,
  comment: null,
  complements: { 3: 'a' },
  integration_error: null,
  split_from: null,
  version: 4,
};

describe('stop history', () => {
  it('keeps only the fields that change', () => {
    const end = Date.UTC(2026, 0, 1, 9);
    expect(
      changedFields(stop, {
        start_ms: stop.start,
        end_ms: end,
        status: 'finished',
        id_motive: 5,
        comment: undefined,
        complements: { 3: 'a' },
        reproved: false,
      }),
    ).toEqual({
      end_ms: end,
      status: 'finished',
      reproved: false,
    });
    expect(changedFields(stop, { complements: { 3: 'b' }, comment: 'why' })).toEqual({ complements: { 3: 'b' }, comment: 'why' });
  });

  it('tells before and after with ISO times and the API names', () => {
    const end = Date.UTC(2026, 0, 1, 9);
    expect(historyChanges(stop, { end_ms: end, status: 'finished' })).toEqual({
      before: { end: null, status: 'open' },
      after: { end: '2026-01-01T09:00:00.000Z', status: 'finished' },
    });
    expect(historyChanges(null, { start_ms: stop.start, id_motive: 5 })).toEqual({ after: { start: '2026-01-01T08:00:00.000Z', id_motive: 5 } });
  });
});
