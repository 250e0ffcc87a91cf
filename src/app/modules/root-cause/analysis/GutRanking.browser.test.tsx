import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import { causeFixture } from './analysis-fixture.js';
import { GutRanking } from './GutRanking.js';

const causes = [
  causeFixture(1, 'machine', { gravity: 2, urgency: 2, tendency: 2 }),
  causeFixture(2, 'method', { gravity: 5, urgency: 5, tendency: 4 }),
  causeFixture(3, 'labour', { gravity: 5, urgency: 5, tendency: 5, status: 'canceled' }),
  causeFixture(4, 'measure', { gravity: 4, urgency: 5, tendency: 5 }),
  causeFixture(5, 'environment', { gravity: 5, urgency: 4, tendency: 5 }),
];

describe('GutRanking in a real browser', () => {
  it('ranks the active causes by priority, ties by gravity, with G, U and T', async () => {
    const onSelect = vi.fn();
    const screen = await renderIn('en-US', <GutRanking causes={causes} selectedCauseId={null} onSelect={onSelect} />);
    await expect.element(screen.getByTestId('gut-ranking')).toBeVisible();
    const rows = [...screen.getByTestId('gut-ranking').element().querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-testid'));
    expect(rows).toEqual(['gut-row-2', 'gut-row-5', 'gut-row-4', 'gut-row-1']);
    await expect.element(screen.getByTestId('gut-row-5')).toHaveTextContent(/Cause 5Environment545100/);
    await screen.getByTestId('gut-row-4').getByText('Cause 4').click();
    expect(onSelect).toHaveBeenCalledWith(4);
  });

  it('says so when no cause is active', async () => {
    const screen = await renderIn('es-ES', <GutRanking causes={[causes[2]!]} selectedCauseId={null} onSelect={() => undefined} />);
    await expect.element(screen.getByTestId('gut-empty')).toHaveTextContent('No hay causas activas para priorizar.');
  });
});
