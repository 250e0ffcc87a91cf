import { describe, expect, it } from 'vitest';
import { lockReason, rowActions } from './row-rules.js';
import { testStop } from './test-stops.js';

const all = { update: true, delete: true, annulmentAllowed: true };
const start = '2026-03-01T00:00:00.000Z';

describe('row rules', () => {
  it('lets a stop nobody approved be edited, split, annulled', () => {
    const stop = testStop({ id_stop: 1, start });
    expect(lockReason(stop, all)).toBeNull();
    expect(rowActions(stop, all)).toEqual(['split', 'details', 'annul', 'history']);
  });

  it('says why an approved or annulled stop is locked', () => {
    const approved = testStop({ id_stop: 1, start, consistency: 'approved' });
    expect(lockReason(approved, all)).toBe('stoppingPoint.locked.approved');
    expect(rowActions(approved, all)).toEqual(['history']);
    const annulled = testStop({ id_stop: 2, start, status: 'annulled' });
    expect(lockReason(annulled, all)).toBe('stoppingPoint.locked.annulled');
    expect(rowActions(annulled, all)).toEqual(['enable', 'history']);
  });

  it('follows the page’s permissions and the frame’s annulment setting', () => {
    const stop = testStop({ id_stop: 1, start });
    expect(lockReason(stop, { ...all, update: false })).toBe('stoppingPoint.locked.noPermission');
    expect(rowActions(stop, { update: false, delete: true, annulmentAllowed: false })).toEqual(['history']);
  });
});
