import { describe, expect, it } from 'vitest';
import { restoreShortcut, shortcutOf } from './shortcut-selection.js';

const range = { from: Date.parse('2026-01-01T00:00:00Z'), to: Date.parse('2026-02-01T00:00:00Z') };
const tag = (id_tag: number) => ({ id_tag, code: `T${id_tag}` });

describe('shortcutOf', () => {
  it('keeps the period as UTC instants, the tag ids and the event ids', () => {
    expect(shortcutOf('January', range, [tag(3), tag(5)], [7, 9])).toEqual({
      description: 'January',
      start: '2026-01-01T00:00:00.000Z',
      end: '2026-02-01T00:00:00.000Z',
      tag_ids: [3, 5],
      event_ids: [7, 9],
    });
  });
});

describe('restoreShortcut', () => {
  const saved = { start: '2026-01-01T00:00:00.000Z', end: '2026-02-01T00:00:00.000Z', tag_ids: [3, 4], event_ids: [7, 9] };

  it('gives back the period, the tags still in the unit and every event id', () => {
    expect(restoreShortcut(saved, [tag(3), tag(5)])).toEqual({ range, tags: [tag(3)], eventIds: [7, 9], missingTags: 1 });
  });

  it('reads a shortcut saved before events were kept as one without events', () => {
    const { event_ids: _none, ...older } = saved;
    expect(restoreShortcut(older, [tag(3), tag(4)]).eventIds).toEqual([]);
  });
});
