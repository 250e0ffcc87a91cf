import { describe, expect, it } from 'vitest';
import type { StopHistoryRow } from '../../../../domain/equipment-stops/stop-model.js';
import { HistoryTable } from './HistoryTable.js';
import { renderIn } from './test-harness.js';

const rows: StopHistoryRow[] = [
  {
    at: '2026-03-01T10:00:00Z',
    user: null,
    action: 'detected',
    changes: { after: { start: '2026-03-01T09:50:00Z', end: null } },
    comment: null,
    signed: false,
  },
  {
    at: '2026-03-01T11:00:00Z',
    user: 'Ana',
    action: 'edited',
    changes: { before: { id_motive: null }, after: { id_motive: 7 } },
    comment: null,
    signed: false,
  },
  { at: '2026-03-01T12:00:00Z', user: 'Bruno', action: 'reproved', changes: null, comment: 'Wrong motive', signed: true },
];

const cells = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('HistoryTable in a real browser', () => {
  it('lists the newest first: when, who, the action, what changed and the signature', async () => {
    const screen = await renderIn('en-US', <HistoryTable rows={rows} motiveLabel={(id) => (id === 7 ? 'JAM – Bottle jam' : `#${id}`)} />);
    await expect.element(screen.getByTestId('history-table')).toBeVisible();
    const shown = [...screen.container.querySelectorAll('[data-testid="history-row"]')].map(cells);
    expect(shown.map((row) => row.slice(1, 5))).toEqual([
      ['Bruno', 'Reproved', '', 'Wrong motive'],
      ['Ana', 'Edited', 'Motive: — → JAM – Bottle jam', ''],
      ['System', 'Detected', 'Start: 03/01/2026, 09:50:00End: —', ''],
    ]);
    expect(screen.container.querySelectorAll('[data-testid="history-signed"]')).toHaveLength(1);
    expect(shown[0]![0]).toContain('12:00:00');
  });

  it('speaks pt-BR', async () => {
    const screen = await renderIn('pt-BR', <HistoryTable rows={rows.slice(1, 2)} motiveLabel={() => 'JAM – Emperramento'} />);
    await expect.element(screen.getByText('Motivo: — → JAM – Emperramento')).toBeVisible();
    await expect.element(screen.getByText('Quem')).toBeVisible();
  });
});
