import { describe, expect, it } from 'vitest';
import { changedPlaces, layoutsOfWidgets, placesOfWidget } from './widget-layout.js';

const widgets = [
  {
    id_widget: 1,
    layout: [
      { breakpoint: 'lg' as const, x: 0, y: 0, w: 6, h: 4 },
      { breakpoint: 'sm' as const, x: 0, y: 0, w: 6, h: 4 },
    ],
  },
  { id_widget: 2, layout: [{ breakpoint: 'lg' as const, x: 6, y: 0, w: 6, h: 4 }] },
  { id_widget: 3 },
];

describe('widget places and the board layout', () => {
  it('gathers every widget place by screen size', () => {
    expect(layoutsOfWidgets(widgets)).toEqual({
      lg: [
        { i: '1', x: 0, y: 0, w: 6, h: 4 },
        { i: '2', x: 6, y: 0, w: 6, h: 4 },
      ],
      sm: [{ i: '1', x: 0, y: 0, w: 6, h: 4 }],
    });
  });

  it('keeps one place per screen size when a record repeats one', () => {
    const repeated = [
      {
        id_widget: 5,
        layout: [
          { breakpoint: 'lg' as const, x: 0, y: 0, w: 3, h: 3 },
          { breakpoint: 'lg' as const, x: 6, y: 6, w: 3, h: 3 },
        ],
      },
    ];
    expect(layoutsOfWidgets(repeated)).toEqual({ lg: [{ i: '5', x: 0, y: 0, w: 3, h: 3 }] });
  });

  it('gives a widget back its places, widest first', () => {
    const layouts = { sm: [{ i: '2', x: 0, y: 4, w: 6, h: 2 }], lg: [{ i: '2', x: 3, y: 1, w: 5, h: 3 }] };
    expect(placesOfWidget(layouts, widgets[1]!)).toEqual([
      { breakpoint: 'lg', x: 3, y: 1, w: 5, h: 3 },
      { breakpoint: 'sm', x: 0, y: 4, w: 6, h: 2 },
    ]);
  });

  it('names only the widgets that moved', () => {
    const layouts = layoutsOfWidgets(widgets);
    layouts.lg![1] = { i: '2', x: 6, y: 4, w: 6, h: 4 };
    layouts.lg!.push({ i: '3', x: 0, y: 8, w: 4, h: 4 });
    expect(changedPlaces(widgets, layouts).map(({ widget, layout }) => [widget.id_widget, layout])).toEqual([
      [2, [{ breakpoint: 'lg', x: 6, y: 4, w: 6, h: 4 }]],
      [3, [{ breakpoint: 'lg', x: 0, y: 8, w: 4, h: 4 }]],
    ]);
  });
});
