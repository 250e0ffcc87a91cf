import type { Caller, DemoSuite } from './demo-suite.js';

/** A sensor tag averaged over time, higher being better, active: what a test tag is unless it says otherwise. */
const sensorTag = { tag_type: 'higher_better', aggregation: 'AVERAGE', data_input: 'sensor', active: true };

/** Creates a tag (`body` over the sensor defaults, by the admin at the north unit unless told) and answers its id; throws with the answer when refused. */
export async function createTag(suite: DemoSuite, body: Record<string, unknown>, caller: Caller = suite.admin()): Promise<number> {
  const answer = await suite.api.post('MES/entities/MESTAG', { ...sensorTag, ...body }, caller);
  if (answer.status !== 200) throw new Error(`tag ${String(body.code)}: ${answer.text}`);
  return answer.body.data.id_tag;
}

/** The raw value stored for the tag at `iso`, or undefined when there is none. */
export async function storedValue(suite: DemoSuite, id: number, iso: string): Promise<number | undefined> {
  const row = await suite.server.app.database.db
    .selectFrom('tag_value')
    .select('value')
    .where('id_tag', '=', id)
    .where('ts', '=', Date.parse(iso))
    .executeTakeFirst();
  return row ? Number(row.value) : undefined;
}
