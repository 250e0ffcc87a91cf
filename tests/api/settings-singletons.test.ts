import { describe, expect, it } from 'vitest';
import { atUnit } from './helpers/demo.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const CLIENT_PARAMETERS = 'EST/entities/PARAMETROS';
const INTEGRATION_PARAMETERS = 'INT/entities/PARAMETERS';
const integration = { request_timeout_seconds: 20, retry_attempts: 2, retry_interval_seconds: 30, log_retention_days: 60 };

/** Singleton settings (`x-resource.singleton`): one record per client or plant, edited, never a second, never deleted. */
describe.each(dialects)('singleton settings pages (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const operator = () => ({ token: suite.demo.operator, headers: atUnit(suite.demo.north) });

  it('keeps one client parameters record: created once, then updated, a second refused with 409', async () => {
    const first = await suite.api.post(CLIENT_PARAMETERS, { failed_sign_in_limit: 4, user_limit: 0 }, suite.admin());
    expect(first.status, first.text).toBe(200);
    const id = first.body.data.id_parametros as number;
    const second = await suite.api.post(CLIENT_PARAMETERS, { failed_sign_in_limit: 6, user_limit: 0 }, suite.admin(suite.demo.south));
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'CONFLICT_UNIQUE', fields: { cli_codigo: { key: 'validation.unique' } } });
    const updated = await suite.api.put(`${CLIENT_PARAMETERS}/${id}`, { failed_sign_in_limit: 7, user_limit: 10 }, suite.admin());
    expect(updated.status, updated.text).toBe(200);
    const listed = await suite.api.get(CLIENT_PARAMETERS, suite.admin(suite.demo.south));
    expect(listed.body.data).toEqual([expect.objectContaining({ id_parametros: id, failed_sign_in_limit: 7, user_limit: 10 })]);
  });

  it('keeps one integration parameters record per plant: each plant its own, a second in a plant refused', async () => {
    const north = await suite.api.post(INTEGRATION_PARAMETERS, integration, suite.admin());
    expect(north.status, north.text).toBe(200);
    expect(north.body.data).toMatchObject({ ...integration, notify_on_failure: 'N' });
    const south = await suite.api.post(INTEGRATION_PARAMETERS, { ...integration, retry_attempts: 5 }, suite.admin(suite.demo.south));
    expect(south.status, south.text).toBe(200);
    const again = await suite.api.post(INTEGRATION_PARAMETERS, integration, suite.admin());
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toEqual({ plt_codigo: { key: 'validation.unique' } });
    const listed = await suite.api.get(INTEGRATION_PARAMETERS, suite.admin(suite.demo.south));
    expect(listed.body.data).toEqual([expect.objectContaining({ retry_attempts: 5 })]);
  });

  it('answers bad input with 400 and the field keys', async () => {
    const bad = await suite.api.post(
      INTEGRATION_PARAMETERS,
      { request_timeout_seconds: 0, retry_attempts: 'three', log_retention_days: 4000, failure_email: 'not-an-address', notify_on_failure: 'maybe' },
      suite.admin(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      request_timeout_seconds: { key: 'validation.minValue', args: { min: 1 } },
      retry_attempts: { key: 'validation.integer' },
      log_retention_days: { key: 'validation.maxValue', args: { max: 3650 } },
      failure_email: { key: 'global.labels.insertValidEmail' },
      notify_on_failure: expect.objectContaining({ key: 'validation.oneOf' }),
    });
    const badLimit = await suite.api.get(CLIENT_PARAMETERS, suite.admin());
    const id = badLimit.body.data[0].id_parametros as number;
    const tooMany = await suite.api.put(`${CLIENT_PARAMETERS}/${id}`, { failed_sign_in_limit: 21, user_limit: 0 }, suite.admin());
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toEqual({ failed_sign_in_limit: { key: 'validation.maxValue', args: { max: 20 } } });
  });

  it('never deletes the record, not even for an administrator', async () => {
    const listed = await suite.api.get(INTEGRATION_PARAMETERS, suite.admin());
    const id = listed.body.data[0].id_integration_parameters as number;
    expect((await suite.api.delete(`${INTEGRATION_PARAMETERS}/${id}`, suite.admin())).status).toBe(403);
    expect((await suite.api.get(INTEGRATION_PARAMETERS, suite.admin())).body.data).toHaveLength(1);
  });

  it('answers 403 to the operator, whose profile grants neither page', async () => {
    expect((await suite.api.get(CLIENT_PARAMETERS, operator())).status).toBe(403);
    expect((await suite.api.post(INTEGRATION_PARAMETERS, integration, operator())).status).toBe(403);
    const listed = await suite.api.get(CLIENT_PARAMETERS, suite.admin());
    const id = listed.body.data[0].id_parametros as number;
    expect((await suite.api.put(`${CLIENT_PARAMETERS}/${id}`, { failed_sign_in_limit: 3, user_limit: 0 }, operator())).status).toBe(403);
  });
});
