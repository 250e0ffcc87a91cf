import { describe, expect, it } from 'vitest';
import { widgetLayoutErrors } from './widget-layout-rules.js';

describe('widget layout rules', () => {
  it.each([
    [
      'places inside their columns',
      [
        { breakpoint: 'lg', x: 6, w: 6 },
        { breakpoint: 'xs', x: 0, w: 4 },
      ],
      {},
    ],
    ['no places at all', [], {}],
    ['an lg place past column 12', [{ breakpoint: 'lg', x: 8, w: 6 }], { 'layout.0.w': { key: 'dashboards.layout.beyondColumns', args: { columns: 12 } } }],
    [
      'an sm place past column 6',
      [
        { breakpoint: 'lg', x: 0, w: 12 },
        { breakpoint: 'sm', x: 2, w: 6 },
      ],
      { 'layout.1.w': { key: 'dashboards.layout.beyondColumns', args: { columns: 6 } } },
    ],
    [
      'a screen size twice',
      [
        { breakpoint: 'md', x: 0, w: 2 },
        { breakpoint: 'md', x: 2, w: 2 },
      ],
      { 'layout.1.breakpoint': { key: 'dashboards.layout.repeatedScreenSize' } },
    ],
  ])('%s', (_name, layout, errors) => {
    expect(widgetLayoutErrors(layout)).toEqual(errors);
  });
});
