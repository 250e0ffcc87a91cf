import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';

/** A stop for tests: finished, not approved, no motive, unless `fields` say otherwise. */
export function testStop(fields: Partial<StopView> & Pick<StopView, 'id_stop' | 'start'>): StopView {
  const end = fields.end === undefined ? new Date(Date.parse(fields.start) + 600_000).toISOString() : fields.end;
  return {
    id_frame: 1,
    end,
    durationMs: (end === null ? Date.now() : Date.parse(end)) - Date.parse(fields.start),
    status: end === null ? 'open' : 'finished',
    origin: 'automatic',
    consistency: 'notApproved',
    reproved: false,
    id_motive: fields.motive?.id_motive ?? null,
    motive: null,
    comment: null,
    complements: {},
    integration_error: null,
    split_from: null,
    version: 1,
    analysis: null,
    ...fields,
  };
}
