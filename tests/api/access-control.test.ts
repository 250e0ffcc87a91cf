import { beforeAll, describe, expect, it } from 'vitest';
import { allPermissionIds } from '../../src/domain/navigation/menu-paths.js';
import { apiClient } from './helpers/api-client.js';
import { atUnit, demoSession, paths, type DemoSession } from './helpers/demo.js';
import { dialects, startServer } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const path = 'CAC/queries/accessControl';
const forbidden = { error: { code: 'FORBIDDEN', message: 'global.error.messages.forbidden' } };
const none = { read: false, create: false, update: false, delete: false };

describe.each(dialects)('CAC/queries/accessControl (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let plantOf: Map<number, number>;
  let clientCode: number;

  beforeAll(async () => {
    const units = (await suite.api.get(paths.units, { token: suite.demo.admin })).body.data as {
      id_elemento: number;
      plt_codigo: number;
      cli_codigo: number;
    }[];
    plantOf = new Map(units.map((unit) => [unit.id_elemento, unit.plt_codigo]));
    clientCode = units[0]!.cli_codigo;
  });

  const ask = (token: string, unit: number, plt = plantOf.get(unit)) => suite.api.post(path, { id: unit, plt }, { token, headers: atUnit(unit) });

  it('answers the operator the union of their profiles in the unit', async () => {
    const response = await ask(suite.demo.operator, suite.demo.north);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      'analysis.analysis-process': { ...none, read: true, create: true },
      'data-entry.manual-input': { ...none, read: true, create: true },
      'data-entry.logbook': { read: true, create: true, update: true, delete: true },
      'operational-alerts': { ...none, read: true, create: true },
      'statistical-control.production': { ...none, read: true },
      'root-cause.action-list': { ...none, read: true },
      'root-cause.generate-analysis': { ...none, read: true, update: true },
      'settings.unit-measurement': { read: true, create: true, update: true, delete: false },
      'settings.tags.groups': { ...none, read: true },
      'settings.event-manager.motives-group': { ...none, read: true },
    });
    expect(response.body.clientRules).toEqual({ scaleClients: [], restrictedClients: [] });
  });

  it('answers admins every menu id of the route table, all granted', async () => {
    const response = await ask(suite.demo.admin, suite.demo.south);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data).sort()).toEqual([...allPermissionIds].sort());
    expect(response.body.data['settings.access-control.user-registration']).toEqual({ read: true, create: true, update: true, delete: true });
  });

  it.each([
    ['a unit the user is not linked to', (d: DemoSession) => ({ id: d.south, plt: undefined as number | undefined })],
    ['a plant that is not the unit’s', (d: DemoSession) => ({ id: d.north, plt: 999_999 })],
  ])('refuses %s', async (_name, body) => {
    const { id, plt } = body(suite.demo);
    const response = await suite.api.post(path, { id, plt: plt ?? plantOf.get(id) }, { token: suite.demo.operator, headers: atUnit(suite.demo.north) });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(forbidden);
  });

  it.each([
    [{}, ['id', 'plt']],
    [{ id: 'x', plt: 1 }, ['id']],
    [{ id: 1, plt: -2 }, ['plt']],
  ])('refuses the body %j naming %j', async (body, fields) => {
    const response = await suite.api.post(path, body, { token: suite.demo.operator });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(fields);
  });

  it('refuses an unsigned caller', async () => {
    expect((await suite.api.post(path, { id: suite.demo.north, plt: plantOf.get(suite.demo.north) })).status).toBe(401);
  });

  it('tells a client only its own place in CLIENT_RULES', async () => {
    const configured = await startServer(dialect, { config: { clientRules: { scaleClients: [clientCode, 424242], restrictedClients: [424242] } } });
    try {
      const other = apiClient(configured.app);
      const session = await demoSession(other);
      const unit = (await other.get(paths.units, { token: session.admin })).body.data.find((row: any) => row.id_elemento === session.north);
      const response = await other.post(path, { id: session.north, plt: unit.plt_codigo }, { token: session.operator });
      expect(response.body.clientRules).toEqual({ scaleClients: [clientCode], restrictedClients: [] });
    } finally {
      await configured.close();
    }
  });
});
