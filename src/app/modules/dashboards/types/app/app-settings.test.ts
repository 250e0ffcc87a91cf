import { describe, expect, it } from 'vitest';
import { appSettingsOf, restoredState, rolledChoice } from './app-settings.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = Date.UTC(2026, 2, 10, 12, 0, 30);
const nextMinute = Date.UTC(2026, 2, 10, 12, 1, 0);

describe('an app tab’s saved settings', () => {
  it('reads a stored value, anything unexpected as no settings, rolling unless told not to', () => {
    expect(appSettingsOf({ state: { a: 1 }, rolling: false })).toEqual({ state: { a: 1 }, rolling: false });
    expect(appSettingsOf({ state: { a: 1 } })).toEqual({ state: { a: 1 }, rolling: true });
    expect(appSettingsOf(null)).toEqual({ state: {}, rolling: true });
    expect(appSettingsOf({ state: [1] })).toEqual({ state: {}, rolling: true });
  });

  it('shows a saved period ending now with its length, period B moved alike', () => {
    const saved = { tags: [{ id_tag: 3 }], level: 'H', range: { from: 0, to: 7 * 24 * HOUR }, rangeB: { from: -7 * 24 * HOUR, to: 0 } };
    expect(rolledChoice(saved, now)).toEqual({
      tags: [{ id_tag: 3 }],
      level: 'H',
      range: { from: nextMinute - 7 * 24 * HOUR, to: nextMinute },
      rangeB: { from: nextMinute - 14 * 24 * HOUR, to: nextMinute - 7 * 24 * HOUR },
    });
  });

  it('keeps a choice without a complete period as saved', () => {
    expect(rolledChoice({ range: { from: null, to: 5 } }, now)).toEqual({ range: { from: null, to: 5 } });
    expect(rolledChoice(7, now)).toBe(7);
    expect(rolledChoice(null, now)).toBeNull();
  });

  it('restores every kept choice by its key, rolled or as saved', () => {
    const state = { 'plataforma.analysis.process.1': { range: { from: 0, to: HOUR } }, 'logbook.group.1': 4 };
    expect([...restoredState({ state, rolling: true }, now)]).toEqual([
      ['plataforma.analysis.process.1', { range: { from: nextMinute - HOUR, to: nextMinute } }],
      ['logbook.group.1', 4],
    ]);
    expect([...restoredState({ state, rolling: false }, now)]).toEqual(Object.entries(state));
  });
});
