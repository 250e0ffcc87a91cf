import { describe, expect, it } from 'vitest';
import { atUnit, paths } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

describe.each(dialects)('the unit period is context every signed user reads (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const operator = () => ({ token: suite.demo.operator, headers: atUnit(suite.demo.north) });

  it('lets the operator read the period of their unit without the shifts-and-times permission', async () => {
    const list = await suite.api.get(paths.periods, operator());
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].id_elemento).toBe(suite.demo.north);
    expect(list.body.data[0].shifts).toHaveLength(4);
  });

  it('still refuses the operator any change to it, and the period of a unit they are not linked to', async () => {
    const period = (await suite.api.get(paths.periods, operator())).body.data[0];
    const update = await suite.api.put(`${paths.periods}/${period.id_periodo}`, { timezone: 'America/Sao_Paulo' }, operator());
    expect(update.status).toBe(403);
    expect((await suite.api.get(paths.periods, { token: suite.demo.operator, headers: atUnit(suite.demo.south) })).status).toBe(403);
    expect((await suite.api.get(paths.periods, { headers: atUnit(suite.demo.north) })).status).toBe(401);
  });
});
