import { describe, expect, it } from 'vitest';
import { tabSeconds, tvCycleAt } from './tv-cycle.js';

const tabs = [{ cycle_time: 0 }, { cycle_time: 10 }, { cycle_time: null }];

describe('tabSeconds', () => {
  it('takes the tab own time above 0, else the dashboard time', () => {
    expect(tabs.map((tab) => tabSeconds(tab, 30))).toEqual([30, 10, 30]);
    expect(tabSeconds({ cycle_time: -5 }, 0)).toBe(0);
  });
});

describe('tvCycleAt', () => {
  it('shows each tab for its time, in order, and wraps around', () => {
    expect(tvCycleAt(tabs, 30, 0)).toEqual({ index: 0, nextInMs: 30_000 });
    expect(tvCycleAt(tabs, 30, 29_999)).toEqual({ index: 0, nextInMs: 1 });
    expect(tvCycleAt(tabs, 30, 30_000)).toEqual({ index: 1, nextInMs: 10_000 });
    expect(tvCycleAt(tabs, 30, 45_000)).toEqual({ index: 2, nextInMs: 25_000 });
    expect(tvCycleAt(tabs, 30, 70_000)).toEqual({ index: 0, nextInMs: 30_000 });
    expect(tvCycleAt(tabs, 30, 70_000 * 3 + 31_000)).toEqual({ index: 1, nextInMs: 9_000 });
  });

  it('starts from the chosen tab', () => {
    expect(tvCycleAt(tabs, 30, 5_000, 1)).toEqual({ index: 1, nextInMs: 5_000 });
    expect(tvCycleAt(tabs, 30, 10_000, 1)).toEqual({ index: 2, nextInMs: 30_000 });
    expect(tvCycleAt(tabs, 30, 40_000, 1)).toEqual({ index: 0, nextInMs: 30_000 });
  });

  it('stays on a tab whose time is 0, the dashboard cycling being off', () => {
    expect(tvCycleAt(tabs, 0, 0)).toEqual({ index: 0, nextInMs: null });
    expect(tvCycleAt(tabs, 0, 0, 1)).toEqual({ index: 1, nextInMs: 10_000 });
    expect(tvCycleAt(tabs, 0, 60_000, 1)).toEqual({ index: 2, nextInMs: null });
  });

  it('keeps a single tab and answers an empty dashboard', () => {
    expect(tvCycleAt([{ cycle_time: 5 }], 30, 12_000)).toEqual({ index: 0, nextInMs: null });
    expect(tvCycleAt([], 30, 12_000)).toEqual({ index: 0, nextInMs: null });
  });
});
