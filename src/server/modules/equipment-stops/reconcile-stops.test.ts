import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectStops, type StopInterval } from '../../../domain/equipment-stops/stop-detection.js';
import { isEmptyPlan, isTouched, reconcileStops, type ReconcilePlan, type StoredAutomaticStop } from './reconcile-stops.js';

const stored = (id_stop: number, start: number, end: number | null, touched = false): StoredAutomaticStop => ({ id_stop, start, end, version: 1, touched });
const stop = (start: number, end: number | null): StopInterval => ({ start, end });

/** The stored stops after the plan's writes, as the repository would leave them (ids of inserts from 1000). */
function applyPlan(before: readonly StoredAutomaticStop[], plan: ReconcilePlan): StoredAutomaticStop[] {
  const deleted = new Set(plan.deletes.map((row) => row.id_stop));
  const ends = new Map(plan.updates.map((row) => [row.id_stop, row.end]));
  const after = before
    .filter((row) => !deleted.has(row.id_stop))
    .map((row) => (ends.has(row.id_stop) ? { ...row, end: ends.get(row.id_stop)!, version: row.version + 1 } : row));
  plan.inserts.forEach((row, i) => after.push(stored(1000 + i, row.start, row.end)));
  return after;
}

describe('reconcileStops', () => {
  it('adds every detected stop to an empty window', () => {
    expect(reconcileStops([], [stop(10, 20), stop(50, null)])).toEqual({ inserts: [stop(10, 20), stop(50, null)], updates: [], deletes: [] });
  });

  it('plans nothing when the stored stops are the detected ones', () => {
    expect(isEmptyPlan(reconcileStops([stored(1, 10, 20), stored(2, 50, null)], [stop(10, 20), stop(50, null)]))).toBe(true);
  });

  it('closes an open untouched stop, reopens or moves the end of a closed one', () => {
    const plan = reconcileStops([stored(1, 10, null), stored(2, 50, 60), stored(3, 80, 90)], [stop(10, 30), stop(50, null), stop(80, 95)]);
    expect(plan.updates).toEqual([
      { id_stop: 1, version: 1, start: 10, endBefore: null, end: 30 },
      { id_stop: 2, version: 1, start: 50, endBefore: 60, end: null },
      { id_stop: 3, version: 1, start: 80, endBefore: 90, end: 95 },
    ]);
    expect(plan.inserts).toEqual([]);
    expect(plan.deletes).toEqual([]);
  });

  it('removes untouched stops that are no longer detected and keeps touched ones', () => {
    const plan = reconcileStops([stored(1, 10, 20), stored(2, 30, 40, true)], []);
    expect(plan.deletes.map((row) => row.id_stop)).toEqual([1]);
    expect(plan.updates).toEqual([]);
  });

  it('extends a touched stop only while it is open', () => {
    const open = reconcileStops([stored(1, 10, null, true)], [stop(10, 40)]);
    expect(open.updates).toEqual([{ id_stop: 1, version: 1, start: 10, endBefore: null, end: 40 }]);
    const stillOpen = reconcileStops([stored(1, 10, null, true)], [stop(10, null)]);
    expect(isEmptyPlan(stillOpen)).toBe(true);
    const closed = reconcileStops([stored(1, 10, 20, true)], [stop(10, 40)]);
    expect(isEmptyPlan(closed)).toBe(true);
    const reopened = reconcileStops([stored(1, 10, 20, true)], [stop(10, null)]);
    expect(isEmptyPlan(reopened)).toBe(true);
  });

  it('does not add a detected stop over a kept touched stop (a split part, an annulled stop)', () => {
    // A stop split at 25 into [10, 25) and [25, 40): detection still sees one stop [10, 40).
    const split = reconcileStops([stored(1, 10, 25, true), stored(2, 25, 40, true)], [stop(10, 40)]);
    expect(isEmptyPlan(split)).toBe(true);
    // Late readings moved a touched stop's start: the new stop overlaps it and is left out.
    const moved = reconcileStops([stored(1, 10, 20, true)], [stop(5, 25), stop(60, 70)]);
    expect(moved.inserts).toEqual([stop(60, 70)]);
    // An open touched stop overlaps everything after its start.
    const open = reconcileStops([stored(1, 10, null, true)], [stop(100, 120)]);
    expect(open.inserts).toEqual([]);
  });

  it('adds a detected stop next to a touched one when they do not overlap', () => {
    expect(reconcileStops([stored(1, 10, 20, true)], [stop(20, 30)]).inserts).toEqual([stop(20, 30)]);
  });
});

/** Stored stops with distinct starts (the unique index), some touched, from random state readings. */
const readingsArb = fc.array(fc.record({ ts: fc.integer({ min: 0, max: 400 }), stopped: fc.boolean() }), { maxLength: 60 });
const settingsArb = fc.record({
  minDurationSec: fc.integer({ min: 0, max: 30 }).map((n) => n / 1000),
  minIntervalSec: fc.integer({ min: 0, max: 30 }).map((n) => n / 1000),
});
const storedArb = fc
  .uniqueArray(
    fc.record({ start: fc.integer({ min: 0, max: 400 }), length: fc.option(fc.integer({ min: 1, max: 80 }), { nil: null }), touched: fc.boolean() }),
    { selector: (row) => row.start, maxLength: 15 },
  )
  .map((rows) => rows.map((row, i) => stored(i + 1, row.start, row.length === null ? null : row.start + row.length, row.touched)));

describe('reconcileStops, properties', () => {
  it('is idempotent: reconciling the result again with the same detection plans nothing', () => {
    fc.assert(
      fc.property(storedArb, readingsArb, settingsArb, (before, readings, settings) => {
        const { stops } = detectStops(readings, settings);
        const after = applyPlan(before, reconcileStops(before, stops));
        expect(isEmptyPlan(reconcileStops(after, stops))).toBe(true);
      }),
    );
  });

  it('never removes or shortens a touched stop, and leaves untouched stops equal to detected ones', () => {
    fc.assert(
      fc.property(storedArb, readingsArb, settingsArb, (before, readings, settings) => {
        const { stops } = detectStops(readings, settings);
        const plan = reconcileStops(before, stops);
        const after = applyPlan(before, plan);
        for (const row of before.filter((candidate) => candidate.touched)) {
          const now = after.find((candidate) => candidate.id_stop === row.id_stop);
          expect(now).toBeDefined();
          if (row.end !== null) expect(now!.end).toBe(row.end);
        }
        const detectedKeys = new Set(stops.map((detected) => `${detected.start}:${detected.end}`));
        for (const row of after.filter((candidate) => !candidate.touched)) expect(detectedKeys.has(`${row.start}:${row.end}`)).toBe(true);
      }),
    );
  });

  it('adds no stop that overlaps a kept touched stop, and keeps starts unique', () => {
    fc.assert(
      fc.property(storedArb, readingsArb, settingsArb, (before, readings, settings) => {
        const after = applyPlan(before, reconcileStops(before, detectStops(readings, settings).stops));
        expect(new Set(after.map((row) => row.start)).size).toBe(after.length);
        const touched = after.filter((row) => row.touched);
        const added = after.filter((row) => row.id_stop >= 1000);
        for (const row of added) {
          for (const other of touched) {
            const disjoint = (row.end !== null && row.end <= other.start) || (other.end !== null && other.end <= row.start);
            expect(disjoint).toBe(true);
          }
        }
      }),
    );
  });

  it('is order-independent in the stored stops', () => {
    fc.assert(
      fc.property(storedArb, readingsArb, settingsArb, (before, readings, settings) => {
        const { stops } = detectStops(readings, settings);
        const sortIds = (plan: ReconcilePlan) => ({
          inserts: plan.inserts,
          updates: [...plan.updates].sort((a, b) => a.id_stop - b.id_stop),
          deletes: [...plan.deletes].sort((a, b) => a.id_stop - b.id_stop),
        });
        expect(sortIds(reconcileStops([...before].reverse(), stops))).toEqual(sortIds(reconcileStops(before, stops)));
      }),
    );
  });
});

describe('isTouched', () => {
  const untouched = {
    status: 'finished',
    consistency: 'notApproved',
    id_motive: null,
    comment: null,
    complements: null,
    split_from: null,
    reproved: false,
    updated_by: null,
    has_parts: false,
  };

  it('is false for a stop only the detection wrote, even with empty complements or comment', () => {
    expect(isTouched(untouched)).toBe(false);
    expect(isTouched({ ...untouched, status: 'open', complements: {}, comment: '' })).toBe(false);
    expect(isTouched({ ...untouched, complements: { 3: null, 4: '' } })).toBe(false);
  });

  it.each([
    ['a motive', { id_motive: 4 }],
    ['an approval', { consistency: 'approved' }],
    ['an integration', { consistency: 'integrated' }],
    ['an annulment', { status: 'annulled' }],
    ['a comment', { comment: 'jam' }],
    ['a complement', { complements: { 3: 'WO-12' } }],
    ['being a split part', { split_from: 9 }],
    ['having been split', { has_parts: true }],
    ['a reproval', { reproved: true }],
    ['any user edit', { updated_by: 2 }],
  ])('is true after %s', (_name, change) => {
    expect(isTouched({ ...untouched, ...change })).toBe(true);
  });
});
