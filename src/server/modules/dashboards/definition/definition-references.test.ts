import { describe, expect, it } from 'vitest';
import { codesById, referencedIds, remapReferences } from './definition-references.js';

const maps = {
  tags: new Map([
    [7, 70],
    [8, 80],
  ]),
  frames: new Map([[3, 30]]),
};

describe('dashboard definition references', () => {
  it('lists the tag and event ids of many widgets once each', () => {
    expect(referencedIds([{ id_frame: 3 }, { tags: [7, 8], series: [{ id_tag: 7 }] }, { frames: [3] }])).toEqual({ tags: [7, 8], frames: [3] });
  });

  it.each([
    ['a single event', { id_frame: 3, period: 'today' }, { id_frame: 30, period: 'today' }],
    ['a list of tags', { tags: [8, 7] }, { tags: [80, 70] }],
    ['tags in objects of a list', { tags: [{ id_tag: 7, color: '#000000' }] }, { tags: [{ id_tag: 70, color: '#000000' }] }],
    ['a tag deep in another option', { series: [{ axis: { id_tag: 8 } }] }, { series: [{ axis: { id_tag: 80 } }] }],
  ])("maps %s to this plant's ids", (_name, options, want) => {
    expect(remapReferences(options, maps)).toEqual({ options: want, missing: [] });
  });

  it('names the path of an id without a counterpart and leaves the original untouched', () => {
    const options = { tags: [7, 9], frames: [4] };
    expect(remapReferences(options, maps)).toEqual({ options: { tags: [70, 9], frames: [4] }, missing: ['tags.1', 'frames.0'] });
    expect(options).toEqual({ tags: [7, 9], frames: [4] });
  });

  it('reads a code map, skipping keys that are not ids', () => {
    expect([...codesById({ '12': 'FIL-101.SPEED', x: 'bad' })]).toEqual([[12, 'FIL-101.SPEED']]);
    expect(codesById(undefined).size).toBe(0);
  });
});
