import { describe, expect, it } from 'vitest';
import { newWidgetPlaces } from './new-widget-place.js';

describe('a new widget’s place', () => {
  it('is the top left of the widest screen on an empty tab', () => {
    expect(newWidgetPlaces([])).toEqual([{ breakpoint: 'lg', x: 0, y: 0, w: 4, h: 4 }]);
  });

  it('is below the other widgets on every screen size the tab has', () => {
    const widgets = [
      {
        id_widget: 1,
        layout: [
          { breakpoint: 'lg' as const, x: 0, y: 0, w: 12, h: 5 },
          { breakpoint: 'sm' as const, x: 0, y: 0, w: 6, h: 3 },
        ],
      },
      { id_widget: 2, layout: [{ breakpoint: 'lg' as const, x: 0, y: 5, w: 6, h: 2 }] },
    ];
    // On the small screen widget 2 has no place yet: the board puts it below widget 1 (rows 3–6), the new one after it.
    expect(newWidgetPlaces(widgets)).toEqual([
      { breakpoint: 'lg', x: 0, y: 7, w: 4, h: 4 },
      { breakpoint: 'sm', x: 0, y: 7, w: 4, h: 4 },
    ]);
  });
});
