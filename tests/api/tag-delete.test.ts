import { describe, expect, it } from 'vitest';
import { dialects } from './helpers/test-server.js';
import { demoSuite } from './helpers/demo-suite.js';
import { createTag } from './helpers/tag-fixtures.js';

const tagsPath = 'MES/entities/MESTAG';

describe.each(dialects)('deleting a tag (%s)', (dialect) => {
  const suite = demoSuite(dialect);
  const { admin } = suite;

  async function ownedRows(id: number): Promise<{ values: number; rollups: number }> {
    const { db } = suite.server.app.database;
    const count = async (table: 'tag_value' | 'tag_rollup') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('id_tag', '=', id)
            .executeTakeFirst()
        )?.n ?? 0,
      );
    return { values: await count('tag_value'), rollups: await count('tag_rollup') };
  }

  const someValues = (tag: string) => [0, 1, 2].map((hour) => ({ tag, ts: `2026-05-0${hour + 1}T10:00:00Z`, value: 10 + hour }));

  it('takes its values and consolidations with it', async () => {
    const id = await createTag(suite, { code: 'DEL_A' });
    expect((await suite.api.post('MES/actions/writeValues', { values: someValues('DEL_A') }, admin())).body.data.stored).toBe(3);
    expect((await ownedRows(id)).values).toBe(3);
    expect((await ownedRows(id)).rollups).toBeGreaterThan(0);
    expect((await suite.api.delete(`${tagsPath}/${id}`, admin())).status).toBe(200);
    expect(await ownedRows(id)).toEqual({ values: 0, rollups: 0 });
  });

  it('keeps them when the delete is refused', async () => {
    const id = await createTag(suite, { code: 'DEL_B' });
    await suite.api.post('MES/actions/writeValues', { values: someValues('DEL_B') }, admin());
    const before = await ownedRows(id);
    await createTag(suite, { code: 'DEL_CALC', data_input: 'calculation', calculations: [{ valid_from: '2026-01-01', formula: 'T:DEL_B * 2' }] });
    expect((await suite.api.delete(`${tagsPath}/${id}`, admin())).status).toBe(409);
    expect(await ownedRows(id)).toEqual(before);
  });
});
