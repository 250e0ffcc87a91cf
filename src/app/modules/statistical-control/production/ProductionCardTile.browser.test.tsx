import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import { cardChartFixture, fixturePoints } from '../shared/card-chart-fixture.js';
import { ProductionCardTile } from './ProductionCardTile.js';
import { productionViolation } from './production-fixture.js';
import type { ProductionCard } from './production-types.js';

const ruleOne = productionViolation(31, 1, fixturePoints[7]!.t);
const ruleFive = productionViolation(32, 5, fixturePoints[20]!.t);
const card = (overrides: Partial<ProductionCard> = {}): ProductionCard => ({
  id_card: 4,
  code: 'SPC-RING',
  description: 'Piston ring diameter',
  tag_code: 'RING-DIAM',
  chart: cardChartFixture(),
  violations: [ruleFive, ruleOne],
  ...overrides,
});

describe('ProductionCardTile in a real browser', () => {
  it('shows code, tag, chart type, latest value and state without a highlight when nothing is new', async () => {
    const screen = await renderIn('pt-BR', <ProductionCardTile card={card()} pending={[]} onAcknowledge={() => undefined} />, 420);
    const tile = screen.getByTestId('production-card-SPC-RING');
    await expect.element(tile).toHaveTextContent(/SPC-RING.*RING-DIAM · X̄-R/);
    await expect.element(tile).toHaveAttribute('data-new', 'false');
    await expect.element(screen.getByTestId('production-card-SPC-RING-latest')).toHaveTextContent('74,004');
    await expect.element(screen.getByTestId('production-card-SPC-RING-state')).toHaveTextContent('Sob controle');
    await expect.element(tile).toHaveTextContent('2 violações abertas');
    expect(screen.getByTestId('production-card-SPC-RING-new').elements()).toHaveLength(0);
  });

  it('pulses with the new violations rule names until the card is clicked', async () => {
    const onAcknowledge = vi.fn();
    const screen = await renderIn('en-US', <ProductionCardTile card={card()} pending={[ruleFive, ruleOne]} onAcknowledge={onAcknowledge} />, 420);
    const tile = screen.getByTestId('production-card-SPC-RING');
    await expect.element(tile).toHaveAttribute('data-new', 'true');
    expect(getComputedStyle(tile.element()).animationName).not.toBe('none');
    const notice = screen.getByTestId('production-card-SPC-RING-new');
    await expect.element(notice).toHaveTextContent(/2 new violations:.*R1 · One point beyond K sigma.*R5 · Two of three points beyond 2 sigma/);
    await screen.getByTestId('production-card-SPC-RING-acknowledge').click();
    expect(onAcknowledge).toHaveBeenCalledWith(4);
  });

  it('says out of control when the latest point breaks a rule, and no data without points', async () => {
    const points = fixturePoints.map((point, index) => (index === fixturePoints.length - 1 ? { ...point, rules: [2] } : point));
    const screen = await renderIn(
      'es-ES',
      <ProductionCardTile card={card({ chart: cardChartFixture({ points }) })} pending={[]} onAcknowledge={() => undefined} />,
      420,
    );
    await expect.element(screen.getByTestId('production-card-SPC-RING-state')).toHaveTextContent('Fuera de control');
    const empty = await renderIn(
      'es-ES',
      <ProductionCardTile
        card={card({ code: 'SPC-EMPTY', chart: cardChartFixture({ points: [] }), violations: [] })}
        pending={[]}
        onAcknowledge={() => undefined}
      />,
      420,
    );
    await expect.element(empty.getByTestId('production-card-SPC-EMPTY-state')).toHaveTextContent('Sin datos');
    await expect.element(empty.getByTestId('production-card-SPC-EMPTY-latest')).toHaveTextContent('—');
  });
});
