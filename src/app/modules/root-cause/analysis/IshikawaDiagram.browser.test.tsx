import { describe, expect, it, vi } from 'vitest';
import { ORIGINS, type CauseView } from '../../../../domain/root-cause/model.js';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import { causeFixture } from './analysis-fixture.js';
import { IshikawaDiagram } from './IshikawaDiagram.js';

const causes: CauseView[] = [
  causeFixture(1, 'machine', { description: 'Worn nozzle' }),
  causeFixture(2, 'method', { description: 'No setup checklist', gravity: 5, urgency: 4, tendency: 2 }),
  causeFixture(3, 'environment', { description: 'Hot room', status: 'canceled', allowed: ['reactivate'] }),
  causeFixture(4, 'machine', { description: 'Loose valve' }),
];

async function draw(props: { canAdd?: boolean; selected?: number | null } = {}, locale = 'en-US') {
  const onSelect = vi.fn();
  const onAdd = vi.fn();
  const screen = await renderIn(
    locale,
    <IshikawaDiagram
      effect="Underfilled bottles"
      causes={causes}
      selectedCauseId={props.selected ?? null}
      canAdd={props.canAdd ?? true}
      onSelect={onSelect}
      onAdd={onAdd}
    />,
    1100,
  );
  return { screen, onSelect, onAdd };
}

const centreY = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2;
};

describe('IshikawaDiagram in a real browser', () => {
  it('draws six labelled bones, three above the spine and three below, and the effect at the head', async () => {
    const { screen } = await draw({}, 'pt-BR');
    await expect.element(screen.getByTestId('ishikawa-head')).toHaveTextContent('Underfilled bottles');
    for (const [index, origin] of ORIGINS.entries()) {
      const bone = screen.getByTestId(`ishikawa-bone-${origin}`);
      await expect.element(bone).toBeInTheDocument();
      expect(bone.element().getAttribute('data-side')).toBe(index < 3 ? 'top' : 'bottom');
    }
    await expect.element(screen.getByTestId('ishikawa-bone-raw-material')).toHaveTextContent('Matéria-prima');
    const head = screen.getByTestId('ishikawa-head').element();
    expect(centreY(screen.getByTestId('ishikawa-bone-machine').element().querySelector('line')!)).toBeLessThan(centreY(head));
    expect(centreY(screen.getByTestId('ishikawa-bone-labour').element().querySelector('line')!)).toBeGreaterThan(centreY(head));
  });

  it('places each cause on the bone of its origin with its GUT priority, a canceled one struck through', async () => {
    const { screen } = await draw();
    const machine = screen.getByTestId('ishikawa-bone-machine');
    await expect.element(machine.getByTestId('ishikawa-cause-1')).toHaveTextContent(/Worn nozzle/);
    await expect.element(machine.getByTestId('ishikawa-cause-4')).toHaveTextContent(/Loose valve/);
    await expect.element(screen.getByTestId('ishikawa-bone-method').getByTestId('ishikawa-cause-2')).toBeInTheDocument();
    await expect.element(screen.getByTestId('ishikawa-priority-2')).toHaveTextContent('40');
    expect(screen.getByTestId('ishikawa-bone-method').getByTestId('ishikawa-cause-1').elements()).toHaveLength(0);
    const canceled = screen.getByTestId('ishikawa-bone-environment').getByTestId('ishikawa-cause-3').element();
    expect(canceled.querySelector('text')?.getAttribute('text-decoration')).toBe('line-through');
  });

  it('selects a cause by click and by keyboard', async () => {
    const { screen, onSelect } = await draw({ selected: 1 });
    expect(screen.getByTestId('ishikawa-cause-1').element().getAttribute('aria-pressed')).toBe('true');
    await screen.getByTestId('ishikawa-cause-2').click();
    expect(onSelect).toHaveBeenLastCalledWith(2);
    (screen.getByTestId('ishikawa-cause-4').element() as SVGGElement).focus();
    screen
      .getByTestId('ishikawa-cause-4')
      .element()
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(onSelect).toHaveBeenLastCalledWith(4);
  });

  it('asks for a new cause on the origin of the "+" clicked', async () => {
    const { screen, onAdd } = await draw();
    await screen.getByTestId('ishikawa-add-measure').click();
    expect(onAdd).toHaveBeenCalledWith('measure');
  });

  it('shows no "+" when the effect takes no new cause', async () => {
    const { screen } = await draw({ canAdd: false });
    await expect.element(screen.getByTestId('ishikawa-bone-machine')).toBeInTheDocument();
    expect(screen.getByTestId('ishikawa-add-machine').elements()).toHaveLength(0);
  });

  it('keeps its minimum width on a narrow screen, scrolled to the head', async () => {
    const screen = await renderIn(
      'en-US',
      <IshikawaDiagram effect="Underfilled bottles" causes={causes} selectedCauseId={null} canAdd onSelect={() => undefined} onAdd={() => undefined} />,
      360,
    );
    const svg = screen.getByTestId('ishikawa-diagram');
    await vi.waitFor(() => expect(svg.element().getAttribute('width')).toBe('720'));
    const box = svg.element().parentElement!;
    expect(box.clientWidth).toBeLessThanOrEqual(360);
    await vi.waitFor(() => expect(box.scrollLeft).toBeGreaterThan(300));
  });
});
