import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { StopTimeline } from './StopTimeline.js';
import { testStop } from './test-stops.js';
import { renderIn } from './test-harness.js';

const HOUR = 3_600_000;
const from = Date.parse('2026-03-01T00:00:00Z');
const range = { from, to: from + 10 * HOUR };
const at = (hours: number) => new Date(from + hours * HOUR).toISOString();
const motive = { id_motive: 4, code: 'JAM', description: 'Bottle jam', color: '#1565c0', loss_category: 'availability' as const, id_motive_group: 1 };
const stops = [
  testStop({ id_stop: 3, start: at(7), end: at(8), status: 'annulled' }),
  testStop({ id_stop: 2, start: at(4), end: at(5) }),
  testStop({ id_stop: 1, start: at(1), end: at(3), motive, id_motive: 4 }),
];

const attributes = (element: Element) => ['x', 'width', 'fill', 'data-color'].map((name) => element.getAttribute(name));

describe('StopTimeline in a real browser', () => {
  it('draws each stop where it falls, in its motive colour, grey without one and hatched when annulled', async () => {
    const screen = await renderIn('en-US', <StopTimeline stops={stops} range={range} now={range.to} selectedId={null} onSelect={() => undefined} />);
    await expect.element(screen.getByTestId('timeline-bar-1')).toBeInTheDocument();
    expect(attributes(screen.getByTestId('timeline-bar-1').element())).toEqual(['100', '200', '#1565c0', '#1565c0']);
    expect(attributes(screen.getByTestId('timeline-bar-2').element())).toEqual(['400', '100', '#9e9e9e', '#9e9e9e']);
    expect(attributes(screen.getByTestId('timeline-bar-3').element())).toEqual(['700', '100', 'url(#stop-timeline-annulled)', '#9e9e9e']);
    expect(screen.getByTestId('timeline-running').element().getAttribute('width')).toBe('1000');
  });

  it('tells a stop on hover and selects it on click', async () => {
    const onSelect = vi.fn();
    const screen = await renderIn('en-US', <StopTimeline stops={stops} range={range} now={range.to} selectedId={null} onSelect={onSelect} />);
    const bar = screen.getByTestId('timeline-bar-1');
    await userEvent.hover(bar);
    await expect.element(screen.getByTestId('timeline-tooltip')).toHaveTextContent('JAM – Bottle jam');
    await expect.element(screen.getByTestId('timeline-tooltip')).toHaveTextContent('Duration: 2:00:00');
    await bar.click();
    expect(onSelect).toHaveBeenCalledWith(stops[2]);
  });

  it('draws 2,000 stops at once', async () => {
    const many = Array.from({ length: 2000 }, (_, index) =>
      testStop({ id_stop: index + 1, start: new Date(from + index * 18_000).toISOString(), end: new Date(from + index * 18_000 + 9_000).toISOString() }),
    );
    const started = performance.now();
    const screen = await renderIn('en-US', <StopTimeline stops={many} range={range} now={range.to} selectedId={null} onSelect={() => undefined} />);
    await expect.element(screen.getByTestId('timeline-bar-2000')).toBeInTheDocument();
    expect(screen.container.querySelectorAll('[data-testid^="timeline-bar-"]')).toHaveLength(2000);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
