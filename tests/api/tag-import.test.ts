import { beforeAll, describe, expect, it } from 'vitest';
import { product } from './helpers/api-client.js';
import { multipartFile } from './helpers/multipart.js';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';

const tagsPath = 'MES/entities/MESTAG';
const rejected = (errors: unknown[]) => ({ error: { code: 'IMPORT_REJECTED', message: 'tags.import.rejected' }, data: { errors } });

describe.each(dialects)('POST MES/actions/importTags (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;
  const importCsv = async (csv: string, token = suite.demo.admin) => {
    const file = multipartFile(Buffer.from(csv), 'tags.csv', 'text/csv');
    const response = await suite.server.app.inject({
      method: 'POST',
      url: `${product}/MES/actions/importTags`,
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${token}`, 'id-element': String(suite.demo.north) },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const codes = async () =>
    ((await suite.api.get(tagsPath, { ...admin(), query: { range: [0, 999] } })).body.data as { code: string }[]).map((t) => t.code).sort();

  beforeAll(async () => {
    expect((await suite.api.post(tagsPath, { code: 'STORED', active: true }, admin())).status).toBe(200);
  });

  it("imports every line of a valid file (; separated, with a blank line) into the unit's plant", async () => {
    const csv =
      '\uFEFFcode;description;data_input;decimals;spec_low;spec_high;active;consolidate_week\nFT-1;Flow 1;manual;3;1.5;9;true;N\n\nTT-2;Temperature;sensor;;;;0;yes\n';
    const response = await importCsv(csv);
    expect(response).toEqual({ status: 200, body: { data: { rows: 2, stored: 2 } } });
    const [ft] = (await suite.api.get(tagsPath, { ...admin(), query: { filter: { code: 'FT-1' } } })).body.data;
    expect(ft).toMatchObject({ description: 'Flow 1', data_input: 'manual', decimals: 3, spec_low: 1.5, spec_high: 9, active: true, consolidate_week: false });
    const [tt] = (await suite.api.get(tagsPath, { ...admin(), query: { filter: { code: 'TT-2' } } })).body.data;
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
    expect(await importCsv('code,colour\nX,red\n')).toEqual({
      status: 400,
      body: rejected([{ row: 1, key: 'tags.import.unknownColumn', args: { column: 'colour' } }]),
    });
    expect(await importCsv('description\nno code\n')).toEqual({
      status: 400,
      body: rejected([{ row: 1, key: 'tags.import.missingCodeColumn', args: { column: 'code' } }]),
    });
    expect(await importCsv('code\n')).toEqual({ status: 400, body: rejected([{ row: 1, key: 'tags.import.empty' }]) });
    expect(await importCsv('id,id_tag,plt_codigo,code\n7,7,99,EXPORTED\n')).toEqual({ status: 200, body: { data: { rows: 1, stored: 1 } } });
  });

  it('refuses a user without create on the tags page, and a request without a file', async () => {
    expect((await importCsv('code\nOPS-1\n', suite.demo.operator)).status).toBe(403);
    const noFile = await suite.server.app.inject({
      method: 'POST',
      url: `${product}/MES/actions/importTags`,
      payload: { code: 'x' },
      headers: { authorization: `Bearer ${suite.demo.admin}`, 'id-element': String(suite.demo.north) },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toMatchObject({ code: 'VALIDATION', fields: { file: { key: 'global.labels.requiredField' } } });
    const otherField = multipartFile(Buffer.from('code\nOPS-1\n'), 'tags.csv', 'text/csv', 'upload');
    const wrongField = await suite.server.app.inject({
      method: 'POST',
      url: `${product}/MES/actions/importTags`,
      payload: otherField.payload,
      headers: { ...otherField.headers, authorization: `Bearer ${suite.demo.admin}`, 'id-element': String(suite.demo.north) },
    });
    expect(wrongField.statusCode).toBe(400);
    expect(await codes()).not.toContain('OPS-1');
  });
});
