import { useCallback, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Responsive, useContainerWidth, type Layout, type ResponsiveLayouts } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import {
  breakpointOfWidth,
  gridBreakpoints,
  gridColumns,
  normaliseLayouts,
  placeItems,
  sameLayouts,
  type GridBoardLayouts,
  type GridBreakpoint,
} from './grid-board-layout.js';
import { GridBoardItemFrame, gridBoardHandleClass } from './GridBoardItemFrame.js';
import { itemSizes, type GridItemSize } from './item-size.js';
import { cellsAfterKey, isLayoutKey } from './keyboard-move.js';

const MARGIN = 8;

/** What the board needs of an item: a stable id (the layout's `i`) and a title. */
export interface GridBoardItem {
  id: string;
  title: string;
}

export interface GridBoardProps<T extends GridBoardItem> {
  items: readonly T[];
  /** The saved layout, `{ [breakpoint]: {i,x,y,w,h}[] }`; items it misses are placed below the others. */
  layouts: GridBoardLayouts;
  /** Drag, resize and keyboard moves only while editing. */
  editing: boolean;
  /** The whole layout after a user's change, normalised (only while editing). */
  onLayoutChange?: (layouts: GridBoardLayouts) => void;
  /** The body of an item's frame (below its title), with the frame's body size in px. */
  renderItem: (item: T, size: GridItemSize) => ReactNode;
  /** The body size of every item on the current screen size, whenever one changes (a dashboard reads data to fit them). */
  onItemSizes?: (sizes: Readonly<Record<string, GridItemSize>>) => void;
  /** Height of one grid row in px. */
  rowHeight?: number;
  /** Buttons in an item's title bar (e.g. its menu). */
  renderActions?: (item: T) => ReactNode;
}

/**
 * A responsive board of titled frames on react-grid-layout: four screen sizes (lg 12, md 10,
 * sm 6, xs 4 columns) chosen by the container's width, drag by the title and resize from the
 * corner while editing, the layout in and out as plain JSON.
 */
export function GridBoard<T extends GridBoardItem>({
  items,
  layouts,
  editing,
  onLayoutChange,
  renderItem,
  onItemSizes,
  rowHeight = 40,
  renderActions,
}: GridBoardProps<T>) {
  const { width, containerRef, mounted } = useContainerWidth();
  const [breakpoint, setBreakpoint] = useState<GridBreakpoint | undefined>(undefined);
  const current = breakpoint ?? breakpointOfWidth(width);
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const placed = useMemo(() => placeItems(ids, layouts), [ids, layouts]);

  const report = useCallback(
    (next: GridBoardLayouts) => {
      if (editing && onLayoutChange && !sameLayouts(next, placed)) onLayoutChange(normaliseLayouts(next));
    },
    [editing, onLayoutChange, placed],
  );

  // What the grid shows, including a screen size's layout it made from a wider one.
  const [shown, setShown] = useState<GridBoardLayouts>({});
  const onGridLayoutChange = useCallback(
    (_layout: Layout, all: ResponsiveLayouts) => {
      const next = normaliseLayouts(all);
      setShown(next);
      report(next);
    },
    [report],
  );

  const sizes = useMemo(
    () => itemSizes(shown[current] ?? placed[current] ?? [], gridColumns[current], width, rowHeight, MARGIN),
    [shown, placed, current, width, rowHeight],
  );
  const sizesKey = JSON.stringify(sizes);
  useEffect(() => {
    if (mounted) onItemSizes?.(sizes);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told when the sizes' values change, not their object
  }, [sizesKey, mounted, onItemSizes]);

  const onItemKey = (id: string) => (event: KeyboardEvent) => {
    if (!isLayoutKey(event.key)) return;
    event.preventDefault();
    const cells = shown[current] ?? placed[current] ?? placeItems(ids, { [current]: [] })[current]!;
    report({ ...placed, ...shown, [current]: cellsAfterKey(cells, id, event.key, event.shiftKey, gridColumns[current]) });
  };

  return (
    <Box ref={containerRef} data-testid="grid-board" data-breakpoint={current} data-editing={editing} sx={{ width: '100%' }}>
      {mounted && (
        <Responsive
          width={width}
          layouts={placed}
          breakpoints={gridBreakpoints}
          cols={gridColumns}
          rowHeight={rowHeight}
          margin={[MARGIN, MARGIN]}
          containerPadding={[0, 0]}
          dragConfig={{ enabled: editing, handle: `.${gridBoardHandleClass}` }}
          resizeConfig={{ enabled: editing, handles: ['se'] }}
          onBreakpointChange={(next) => setBreakpoint(next as GridBreakpoint)}
          onLayoutChange={onGridLayoutChange}
        >
          {items.map((item) => (
            <div key={item.id} data-testid={`grid-board-item-${item.id}`}>
              <GridBoardItemFrame title={item.title} editing={editing} onLayoutKey={onItemKey(item.id)} actions={renderActions?.(item)}>
                {renderItem(item, sizes[item.id] ?? { width: 0, height: 0 })}
              </GridBoardItemFrame>
            </div>
          ))}
        </Responsive>
      )}
    </Box>
  );
}
