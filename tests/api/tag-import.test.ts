import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, product, type ApiClient } from './helpers/api-client.js';
import { atUnit, demoSession, type DemoSession } from './helpers/demo.js';
import { multipartFile } from './helpers/multipart.js';
import { dialects, startServer, type TestServer } from './helpers/test-server.js';

const tagsPath = 'MES/entities/MESTAG';
const rejected = (errors: unknown[]) => ({ error: { code: 'IMPORT_REJECTED', message: 'tags.import.rejected' }, data: { errors } });

describe.each(dialects)('POST MES/actions/importTags (%s)', (dialect) => {
  let server: TestServer;
  let api: ApiClient;
  let demo: DemoSession;
  const admin = () => ({ token: demo.admin, headers: atUnit(demo.north) });
  const importCsv = async (csv: string, token = demo.admin) => {
    const file = multipartFile(Buffer.from(csv), 'tags.csv', 'text/csv');
    const response = await server.app.inject({
      method: 'POST', url: `${product}/MES/actions/importTags`, payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${token}`, 'id-element': String(demo.north) },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const codes = async () => ((await api.get(tagsPath, { ...admin(), query: { range: [0, 999] } })).body.data as { code: string }[]).map((t) => t.code).sort();

  beforeAll(async () => {
    server = await startServer(dialect);
    api = apiClient(server.app);
    demo = await demoSession(api);
    expect((await api.post(tagsPath, { code: 'STORED', active: true }, admin())).status).toBe(200);
  });
  afterAll(() => server.close());

  it('imports every line of a valid file (; separated, with a blank line) into the unit\'s plant', async () => {
    const csv = '\uFEFFcode;description;data_input;decimals;spec_low;spec_high;active;consolidate_week\nFT-1;Flow 1;manual;3;1.5;9;true;N\n\nTT-2;Temperature;sensor;;;;0;yes\n';
    const response = await importCsv(csv);
    expect(response).toEqual({ status: 200, body: { data: { rows: 2, stored: 2 } } });
    const [ft] = (await api.get(tagsPath, { ...admin(), query: { filter: { code: 'FT-1' } } })).body.data;
    expect(ft).toMatchObject({ description: 'Flow 1', data_input: 'manual', decimals: 3, spec_low: 1.5, spec_high: 9, active: true, consolidate_week: false });
    const [tt] = (await api.get(tagsPath, { ...admin(), query: { filter: { code: 'TT-2' } } })).body.data;
    expect(tt).toMatchObject({ decimals: 2, active: false, consolidate_week: true });
  });

  it('refuses a code repeated in the file, naming the repeating line, and stores nothing', async () => {
    const response = await importCsv('code,description\nNEW-1,first\nNEW-2,second\nNEW-1,again\n');
    expect(response).toEqual({ status: 400, body: rejected([{ row: 4, key: 'tags.import.duplicateCode', args: { code: 'NEW-1' } }]) });
    expect(await codes()).not.toContain('NEW-2');
  });

  it('refuses a code already stored, together with the other bad lines', async () => {
    const response = await importCsv('code,decimals,spec_low,spec_high\nOK-1,2,,\nSTORED,2,,\nBAD-DEC,many,,\nBAD-SPEC,2,9,1\n');
    expect(response).toEqual({
      status: 400,
      body: rejected([
        { row: 3, key: 'tags.import.duplicateCode', args: { code: 'STORED' } },
        { row: 4, key: 'validation.integer', args: { field: 'decimals' } },
        { row: 5, key: 'tags.validation.lowerAboveUpper', args: { field: 'spec_low' } },
      ]),
    });
    expect(await codes()).not.toContain('OK-1');
  });

  it('refuses an unknown column and a file without code column on line 1, ignoring exported ids', async () => {
    expect(await importCsv('code,colour\nX,red\n')).toEqual({ status: 400, body: rejected([{ row: 1, key: 'tags.import.unknownColumn', args: { column: 'colour' } }]) });
    expect(await importCsv('description\nno code\n')).toEqual({
      status: 400, body: rejected([{ row: 1, key: 'tags.import.missingCodeColumn', args: { column: 'code' } }]),
    });
    expect(await importCsv('code\n')).toEqual({ status: 400, body: rejected([{ row: 1, key: 'tags.import.empty' }]) });
    expect(await importCsv('id,id_tag,plt_codigo,code\n7,7,99,EXPORTED\n')).toEqual({ status: 200, body: { data: { rows: 1, stored: 1 } } });
  });

  it('refuses a user without create on the tags page, and a request without a file', async () => {
    expect((await importCsv('code\nOPS-1\n', demo.operator)).status).toBe(403);
    const noFile = await server.app.inject({
      method: 'POST', url: `${product}/MES/actions/importTags`, payload: { code: 'x' },
      headers: { authorization: `Bearer ${demo.admin}`, 'id-element': String(demo.north) },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toMatchObject({ code: 'VALIDATION', fields: { file: { key: 'global.labels.requiredField' } } });
    const otherField = multipartFile(Buffer.from('code\nOPS-1\n'), 'tags.csv', 'text/csv', 'upload');
    const wrongField = await server.app.inject({
      method: 'POST', url: `${product}/MES/actions/importTags`, payload: otherField.payload,
      headers: { ...otherField.headers, authorization: `Bearer ${demo.admin}`, 'id-element': String(demo.north) },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(await codes()).not.toContain('OPS-1');
  });
});
