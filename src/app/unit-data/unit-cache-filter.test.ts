import { describe, expect, it } from 'vitest';
import { framesOfPlant, tagsOfPlant, withElement } from './unit-cache-filter.js';

const units = [
  { id_elemento: 10, plt_codigo: 1 },
  { id_elemento: 20, plt_codigo: 2 },
];

describe('tag and frame cache filters (platform-core section 3)', () => {
  it('keeps the tags of the plant only', () => {
    const tags = [
      { id_tag: 1, plt_codigo: 1 },
      { id_tag: 2, plt_codigo: 2 },
      { id_tag: 3, plt_codigo: 1 },
    ];
    expect(tagsOfPlant(tags, 1).map((tag) => tag.id_tag)).toEqual([1, 3]);
    expect(tagsOfPlant(tags, 9)).toEqual([]);
  });

  it('keeps the frames whose element is in the plant', () => {
    const frames = [{ id_frame: 1, element: { plt_codigo: 2 } }, { id_frame: 2, element: { plt_codigo: 1 } }, { id_frame: 3 }];
    expect(framesOfPlant(frames, 1).map((frame) => frame.id_frame)).toEqual([2]);
  });

  it('gives frames without a nested element the plant of their unit', () => {
    const frames = withElement(
      [
        { id_frame: 1, id_elemento: 20 },
        { id_frame: 2, id_elemento: 99 },
        { id_frame: 3, element: { plt_codigo: 1 } },
      ],
      units,
    );
    expect(frames[0]!.element).toEqual({ id_elemento: 20, plt_codigo: 2 });
    expect(frames[1]!.element).toBeUndefined();
    expect(frames[2]!.element).toEqual({ plt_codigo: 1 });
    expect(framesOfPlant(frames, 2).map((frame) => frame.id_frame)).toEqual([1]);
  });
});
