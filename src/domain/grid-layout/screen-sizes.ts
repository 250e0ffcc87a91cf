/**
 * The screen sizes of every grid layout (the GridBoard in the app, the widget layout rules on the
 * server): each with the container width (px) it starts at, widest first, and its columns.
 */
export const gridBreakpoints = { lg: 1200, md: 996, sm: 768, xs: 0 } as const;

export type GridBreakpoint = keyof typeof gridBreakpoints;

export const gridBreakpointNames = Object.keys(gridBreakpoints) as GridBreakpoint[];

export const gridColumns: Readonly<Record<GridBreakpoint, number>> = { lg: 12, md: 10, sm: 6, xs: 4 };

export const isGridBreakpoint = (name: string): name is GridBreakpoint => Object.hasOwn(gridBreakpoints, name);
