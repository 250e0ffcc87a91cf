import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogbookWidgetData } from '../../../../../domain/dashboards/components/data/logbook.js';
import { savePeriod } from '../../../../unit-data/period-store.js';
import { renderWidget, setSaoPauloClock } from '../event-shared/test-harness.js';
import { logbookComponent } from './index.js';

const data: LogbookWidgetData = {
  entries: [
    {
      id_logbook: 9,
      id_logbook_group: 2,
      group: 'Control room',
      id_user: 5,
      author: 'Ana',
      date: '2026-03-10T14:05:00Z',
      html: '<p>Pump <strong>P-101</strong> restarted</p>',
    },
    { id_logbook: 8, id_logbook_group: 3, group: 'Maintenance', id_user: 77, author: null, date: '2026-03-10T09:00:00Z', html: '<p>Belt changed</p>' },
  ],
};
const { Renderer } = logbookComponent;

describe('the logbook component in a real browser', () => {
  beforeEach(setSaoPauloClock);
  afterEach(() => savePeriod(null));

  it('shows the latest entries with author, local time, group and the formatted text', async () => {
    const screen = await renderWidget('en-US', <Renderer options={{ max_rows: 5 }} data={data} width={480} height={260} />);
    const entries = screen.getByTestId('logbook-widget-entry');
    await expect.element(entries.first()).toHaveTextContent('Ana');
    await expect.element(entries.first()).toHaveTextContent('11:05');
    await expect.element(entries.first()).toHaveTextContent('Control room');
    expect(entries.first().element().querySelector('strong')?.textContent).toBe('P-101');
    await expect.element(entries.nth(1)).toHaveTextContent('User #77');
  });

  it('says so when the logbook is empty, in Spanish', async () => {
    const screen = await renderWidget('es-ES', <Renderer options={{ max_rows: 5 }} data={{ entries: [] }} width={480} height={260} />);
    await expect.element(screen.getByTestId('logbook-widget-empty')).toHaveTextContent('Todavía no hay anotaciones en la bitácora.');
  });
});
