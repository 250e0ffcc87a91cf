import { beforeAll, describe, expect, it } from 'vitest';
import { product } from './helpers/api-client.js';
import { atUnit } from './helpers/demo.js';
import { multipartFile } from './helpers/multipart.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const tagsPath = 'MES/entities/MESTAG';
const parameters = 'EST/entities/PARAMETROS';
const limitReached = { error: { code: 'TAG_LIMIT', message: 'global.warning.messages.registerTagLimit' } };

describe.each(dialects)('the active tag limit per unit (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  let parametersId: number;
  const admin = (unit = suite.demo.north) => ({ token: suite.demo.admin, headers: atUnit(unit) });
  const setLimit = (active_tag_limit: number) => suite.api.put(`${parameters}/${parametersId}`, { active_tag_limit }, admin());

  beforeAll(async () => {
    const saved = await suite.api.post(parameters, { failed_sign_in_limit: 5, user_limit: 0 }, admin());
    expect(saved.body.data.active_tag_limit).toBe(0);
    parametersId = saved.body.data.id_parametros;
    for (const code of ['A1', 'A2']) expect((await suite.api.post(tagsPath, { code, active: true }, admin())).status).toBe(200);
  });

  it("refuses (406) an active tag past the limit, counting only the plant's active tags", async () => {
    expect((await setLimit(3)).status).toBe(200);
    expect((await suite.api.post(tagsPath, { code: 'A3', active: true }, admin())).status).toBe(200);
    const refused = await suite.api.post(tagsPath, { code: 'A4', active: true }, admin());
    expect(refused.status).toBe(406);
    expect(refused.body).toEqual(limitReached);
    const inactive = await suite.api.post(tagsPath, { code: 'A4', active: false }, admin());
    expect(inactive.status).toBe(200);
    expect((await suite.api.put(`${tagsPath}/${inactive.body.data.id_tag}`, { active: true }, admin())).body).toEqual(limitReached);
    expect((await suite.api.put(`${tagsPath}/${inactive.body.data.id_tag}`, { description: 'kept inactive' }, admin())).status).toBe(200);
    expect((await suite.api.post(tagsPath, { code: 'S1', active: true }, admin(suite.demo.south))).status).toBe(200);
  });

  it('lets an active tag be edited at the limit, and frees a place when one is deactivated', async () => {
    expect((await setLimit(3)).status).toBe(200);
    const list = (await suite.api.get(tagsPath, { ...admin(), query: { filter: { code: 'A1' } } })).body.data[0];
    expect((await suite.api.put(`${tagsPath}/${list.id_tag}`, { description: 'edited' }, admin())).status).toBe(200);
    expect((await suite.api.put(`${tagsPath}/${list.id_tag}`, { active: false }, admin())).status).toBe(200);
    expect((await suite.api.post(tagsPath, { code: 'A5', active: true }, admin())).status).toBe(200);
  });

  it('counts every active line of an import, and refuses the whole file', async () => {
    expect((await setLimit(4)).status).toBe(200);
    const file = multipartFile(Buffer.from('code,active\nI1,true\nI2,true\n'), 'tags.csv', 'text/csv');
    const response = await suite.server.app.inject({
      method: 'POST',
      url: `${product}/MES/actions/importTags`,
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${suite.demo.admin}`, 'id-element': String(suite.demo.north) },
    });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toEqual(limitReached);
    expect((await suite.api.get(tagsPath, { ...admin(), query: { filter: { code: 'I1' } } })).body.data).toEqual([]);
  });

  it('means no limit at 0', async () => {
    expect((await setLimit(0)).status).toBe(200);
    for (const code of ['B1', 'B2', 'B3']) expect((await suite.api.post(tagsPath, { code, active: true }, admin())).status).toBe(200);
  });
});
