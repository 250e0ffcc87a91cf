import { describe, expect, it } from 'vitest';
import { demoPasswords } from '../../src/server/seed/demo.js';
import { atUnit } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

/** The demo operator's day: what the seed grants them at North Line 1, and where they land. */
describe.each(dialects)('the suite.demo operator (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const operator = () => ({ token: suite.demo.operator, headers: atUnit(suite.demo.north) });

  it('lands on process analysis: the initial page of their link to the suite.demo unit', async () => {
    const token = await suite.api.login('operator', demoPasswords.operator);
    const session = await suite.api.get('CAC/queries/session', { token });
    expect(session.body.units).toEqual([expect.objectContaining({ id_elemento: suite.demo.north, initial_page: '/analysis/analysis-process' })]);
  });

  it('may read process analysis, manual input, operational alerts and the logbook', async () => {
    const units = (await suite.api.get('CAC/queries/session', { token: suite.demo.operator })).body.units as { plt_codigo: number }[];
    const access = await suite.api.post('CAC/queries/accessControl', { id: suite.demo.north, plt: units[0]!.plt_codigo }, operator());
    const granted = Object.entries(access.body.data as Record<string, { read: boolean }>)
      .filter(([, entry]) => entry.read)
      .map(([menuId]) => menuId);
    expect(granted).toEqual(expect.arrayContaining(['analysis.analysis-process', 'data-entry.manual-input', 'operational-alerts', 'data-entry.logbook']));
    for (const path of ['ALE/queries/movements', 'LOGBOOK/entities/GROUP', 'ANALYSIS/entities/SHORTCUT']) {
      expect({ path, status: (await suite.api.get(path, operator())).status }).toEqual({ path, status: 200 });
    }
  });

  it('is still refused the frames (least privilege: the app does not ask for them)', async () => {
    expect((await suite.api.get('EM/entities/FRAME', operator())).status).toBe(403);
  });
});
