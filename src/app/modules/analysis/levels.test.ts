import { describe, expect, it } from 'vitest';
import { keepLevel, levelsOfAll, reportLevels, seriesLevels, tagHasLevel } from './levels.js';

const tag = (id: number, flags: Record<string, boolean> = {}) => ({ id_tag: id, code: `T${id}`, ...flags });

describe('consolidation levels offered for the chosen tags', () => {
  it('offers raw always and a consolidation unless a tag turned it off', () => {
    expect(tagHasLevel(tag(1, { consolidate_hour: false }), 'raw')).toBe(true);
    expect(tagHasLevel(tag(1, { consolidate_hour: false }), 'H')).toBe(false);
    expect(tagHasLevel(tag(1), 'M')).toBe(true);
  });

  it('keeps only the levels every tag consolidates, in order', () => {
    const tags = [tag(1, { consolidate_shift: false }), tag(2, { consolidate_week: false, consolidate_day: true })];
    expect(levelsOfAll(tags, seriesLevels)).toEqual(['raw', 'H', 'D', 'M']);
    expect(levelsOfAll(tags, reportLevels)).toEqual(['D', 'M', 'H']);
    expect(levelsOfAll([], seriesLevels)).toEqual(seriesLevels);
  });

  it('falls back to the first offered level when the chosen one is gone', () => {
    expect(keepLevel('T', ['raw', 'H', 'D'])).toBe('raw');
    expect(keepLevel('D', ['raw', 'H', 'D'])).toBe('D');
    expect(keepLevel('D', [])).toBe('D');
  });
});
