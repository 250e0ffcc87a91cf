import { describe, expect, it } from 'vitest';
import { violationFixture } from './management-fixture.js';
import { historyChanges, openFirst } from './violation-rows.js';

describe('openFirst', () => {
  it('puts open violations first, keeping the newest-first order within each group', () => {
    const rows = [violationFixture(1, { status: 'treated' }), violationFixture(2), violationFixture(3, { status: 'treated' }), violationFixture(4)];
    expect(openFirst(rows).map((row) => row.id_violation)).toEqual([2, 4, 1, 3]);
  });
});

describe('historyChanges', () => {
  it('lists the fields a treatment changed, without ids, version and who/when', () => {
    const changes = historyChanges({
      before: { status: 'open', id_diagnostic: null, diagnostic: null, comment: null, version: 1 },
      after: { status: 'treated', id_diagnostic: 7, diagnostic: 'D1 – Worn nozzle', comment: 'swapped', version: 2, treated_at: 5 },
    });
    expect(changes).toEqual([
      { field: 'status', before: 'open', after: 'treated' },
      { field: 'diagnostic', before: null, after: 'D1 – Worn nozzle' },
      { field: 'comment', before: null, after: 'swapped' },
    ]);
  });

  it('shows nothing for a detection without changes, and a field only before as removed', () => {
    expect(historyChanges(null)).toEqual([]);
    expect(historyChanges({ before: { comment: 'x' }, after: {} })).toEqual([{ field: 'comment', before: 'x', after: null }]);
    expect(historyChanges({ before: { comment: 'same' }, after: { comment: 'same' } })).toEqual([]);
  });
});
