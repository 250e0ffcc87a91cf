import { describe, expect, it } from 'vitest';
import type { RcaHistoryRow } from '../../../../domain/root-cause/model.js';
import { renderIn } from '../../equipment-stops/stopping-point/test-harness.js';
import { HistoryRows } from './HistoryList.js';

const rows: RcaHistoryRow[] = [
  {
    at: '2026-03-02T14:00:00.000Z',
    user: { id: 1, name: 'Ana Souza' },
    action: 'created',
    id_cause: null,
    id_why: null,
    changes: null,
    comment: null,
    signed: false,
  },
  {
    at: '2026-03-03T09:30:00.000Z',
    user: { id: 3, name: 'Carla Dias' },
    action: 'concluded',
    id_cause: null,
    id_why: null,
    changes: { status: { from: 'in-analysis', to: 'concluded' } },
    comment: 'All actions done',
    signed: true,
  },
  {
    at: '2026-03-04T09:30:00.000Z',
    user: null,
    action: 'something-new',
    id_cause: null,
    id_why: null,
    changes: { gravity: { from: 2, to: null }, id_examiner: { from: 1, to: 9 }, team: { from: [], to: [3, 1] } },
    comment: null,
    signed: false,
  },
];

describe('HistoryRows in a real browser', () => {
  it('tells who did what and when, each change from → to with its labels, the comment and the signature', async () => {
    const people = [
      { id: 1, name: 'Ana Souza' },
      { id: 3, name: 'Carla Dias' },
    ];
    const screen = await renderIn('pt-BR', <HistoryRows rows={rows} testId="h" people={people} />);
    const items = screen.getByTestId('h-row');
    await expect.element(items.nth(0)).toHaveTextContent(/Criado · .* · por Ana Souza/);
    await expect.element(items.nth(1)).toHaveTextContent(/Concluído .*por Carla Dias.*Assinado/);
    await expect.element(items.nth(1)).toHaveTextContent('Situação: Em análise → Concluído');
    await expect.element(items.nth(1)).toHaveTextContent('All actions done');
    await expect.element(items.nth(2)).toHaveTextContent(/something-new .*pelo sistema/);
    await expect.element(items.nth(2)).toHaveTextContent('Gravidade: 2 → —');
    // People by name; one who is no longer among the unit's people by their number.
    await expect.element(items.nth(2)).toHaveTextContent('Avaliador: Ana Souza → #9');
    await expect.element(items.nth(2)).toHaveTextContent('Equipe: — → Carla Dias, Ana Souza');
  });

  it('says when nothing was recorded', async () => {
    const screen = await renderIn('en-US', <HistoryRows rows={[]} />);
    await expect.element(screen.getByText('No change recorded yet.')).toBeVisible();
  });
});
