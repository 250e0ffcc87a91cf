import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { GridBoard } from './GridBoard.js';
import type { GridBoardLayouts } from './grid-board-layout.js';

const items = [
  { id: 'a', title: 'Line speed' },
  { id: 'b', title: 'Stops today' },
  { id: 'c', title: 'Scrap' },
];

const saved: GridBoardLayouts = {
  lg: [
    { i: 'a', x: 0, y: 0, w: 4, h: 2 },
    { i: 'b', x: 4, y: 0, w: 4, h: 2 },
    { i: 'c', x: 0, y: 2, w: 12, h: 2 },
  ],
  sm: [
    { i: 'a', x: 0, y: 0, w: 6, h: 2 },
    { i: 'b', x: 0, y: 2, w: 6, h: 2 },
    { i: 'c', x: 0, y: 4, w: 6, h: 2 },
  ],
};

/** The board in a container of a given width, holding its layout like a page would. */
function Board({ width, editing, onChange }: { width: number; editing: boolean; onChange?: (layouts: GridBoardLayouts) => void }) {
  const [layouts, setLayouts] = useState(saved);
  return (
    <AdminContext>
      <div data-testid="frame" style={{ width }}>
        <GridBoard
          items={items}
          layouts={layouts}
          editing={editing}
          rowHeight={40}
          onLayoutChange={(next) => {
            setLayouts(next);
            onChange?.(next);
          }}
          renderItem={(item) => <span>body of {item.id}</span>}
        />
      </div>
    </AdminContext>
  );
}

const box = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)!.getBoundingClientRect();
const handleOf = (id: string) => document.querySelector(`[data-testid="grid-board-item-${id}"] [tabindex="0"]`) as HTMLElement;

/** A mouse drag as react-draggable sees it: down on the title, moves in steps, up. */
async function drag(element: HTMLElement, dx: number, dy: number) {
  const start = element.getBoundingClientRect();
  const x = start.left + 20;
  const y = start.top + 10;
  const fire = (target: EventTarget, type: string, clientX: number, clientY: number) =>
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY, button: 0, buttons: 1, view: window }));
  fire(element, 'mousedown', x, y);
  for (let step = 1; step <= 10; step += 1) {
    fire(document, 'mousemove', x + (dx * step) / 10, y + (dy * step) / 10);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  fire(document, 'mouseup', x + dx, y + dy);
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

describe('GridBoard in a real browser', () => {
  it('places each titled item where its layout says', async () => {
    const screen = await render(<Board width={1300} editing={false} />);
    await expect.element(screen.getByRole('heading', { name: 'Stops today' })).toBeVisible();
    await expect.element(screen.getByText('body of c')).toBeVisible();
    const column = (1300 - 11 * 8) / 12;
    // Items slide into place (a CSS transition), so the positions are read once they settle.
    await vi.waitFor(() => {
      const frame = box('frame');
      const a = box('grid-board-item-a');
      const b = box('grid-board-item-b');
      const c = box('grid-board-item-c');
      expect(a.left - frame.left).toBeCloseTo(0, 0);
      expect(a.width).toBeCloseTo(4 * column + 3 * 8, 0);
      expect(b.left - frame.left).toBeCloseTo(4 * (column + 8), 0);
      expect(b.top).toBeCloseTo(a.top, 0);
      expect(c.top - a.top).toBeCloseTo(2 * (40 + 8), 0);
      expect(c.width).toBeCloseTo(1300, 0);
    });
  });

  it('reports a new layout when an item is dragged while editing', async () => {
    const onChange = vi.fn();
    const screen = await render(<Board width={1300} editing onChange={onChange} />);
    await expect.element(screen.getByRole('heading', { name: 'Line speed' })).toBeVisible();
    onChange.mockClear();
    await drag(handleOf('c'), 0, -150);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    const last: GridBoardLayouts = onChange.mock.calls.at(-1)![0];
    expect(last.lg!.find((cell) => cell.i === 'c')!.y).toBe(0);
    expect(last.lg!.find((cell) => cell.i === 'a')!.y).toBeGreaterThan(0);
    await vi.waitFor(() => expect(box('grid-board-item-c').top).toBeLessThan(box('grid-board-item-a').top));
  });

  it('moves nothing and reports nothing when dragged outside edit mode', async () => {
    const onChange = vi.fn();
    const screen = await render(<Board width={1300} editing={false} onChange={onChange} />);
    await expect.element(screen.getByRole('heading', { name: 'Scrap' })).toBeVisible();
    const before = box('grid-board-item-c');
    await drag(handleOf('c'), 0, -150);
    expect(onChange).not.toHaveBeenCalled();
    expect(box('grid-board-item-c').top).toBe(before.top);
  });

  it('moves an item with the arrow keys on its title while editing', async () => {
    const onChange = vi.fn();
    const screen = await render(<Board width={1300} editing onChange={onChange} />);
    await expect.element(screen.getByRole('button', { name: 'Stops today' })).toBeVisible();
    onChange.mockClear();
    handleOf('b').focus();
    await userEvent.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    const last: GridBoardLayouts = onChange.mock.calls.at(-1)![0];
    expect(last.lg!.find((cell) => cell.i === 'b')).toEqual({ i: 'b', x: 5, y: 0, w: 4, h: 2 });
  });

  it('switches to the small layout when its container narrows', async () => {
    await render(<Board width={1300} editing={false} />);
    const board = document.querySelector('[data-testid="grid-board"]')!;
    await vi.waitFor(() => expect(board.getAttribute('data-breakpoint')).toBe('lg'));
    (document.querySelector('[data-testid="frame"]') as HTMLElement).style.width = '800px';
    await vi.waitFor(() => expect(board.getAttribute('data-breakpoint')).toBe('sm'));
    // The sm layout stacks the items in one column of six.
    await vi.waitFor(() => {
      expect(box('grid-board-item-b').top).toBeGreaterThan(box('grid-board-item-a').bottom);
      expect(box('grid-board-item-b').left).toBeCloseTo(box('grid-board-item-a').left, 0);
      expect(box('grid-board-item-a').width).toBeCloseTo(800, 0);
    });
  });
});
