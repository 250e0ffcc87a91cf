import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';

/** A finished, not approved stop for tests; `changes` overrides any field. */
export const stopFixture = (id: number, changes: Partial<StopView> = {}): StopView => ({
  id_stop: id,
  id_frame: 1,
  start: '2026-11-20T10:00:00.000Z',
  end: '2026-11-20T10:05:00.000Z',
  durationMs: 300_000,
  status: 'finished',
  origin: 'automatic',
  consistency: 'notApproved',
  reproved: false,
  id_motive: 3,
  motive: { id_motive: 3, code: 'JAM', description: 'Bottle jam', color: '#d32f2f', loss_category: 'availability', id_motive_group: 1 },
  comment: null,
  complements: {},
  integration_error: null,
  split_from: null,
  version: 1,
  analysis: null,
  ...changes,
});
