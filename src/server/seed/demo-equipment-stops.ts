import type { Database } from '../db/create-database.js';
import type { ModelCatalog } from '../core/model-catalog.js';
import type { AccessScope } from '../modules/access/access-scope.js';
import { createEntity } from '../modules/entities/entity-service.js';
import { storeValues } from '../modules/series/write-values.js';
import { detectFrameStops } from '../modules/equipment-stops/detect-frame-stops.js';
import { findDetectionFrame } from '../modules/equipment-stops/detection-repository.js';
import { STOP_HISTORY_TABLE, STOP_TABLE } from '../modules/equipment-stops/stop-tables.js';
import { seededRandom } from '../../domain/random/seeded-random.js';
import { fillerMonth, type StopKind } from './demo-filler-timeline.js';

type Deps = { database: Database; catalog: ModelCatalog };

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Shift changes at 06:00, 14:00 and 22:00 in São Paulo (UTC−3, the demo plants' zone), as UTC offsets. */
const shiftChanges = [1 * HOUR, 9 * HOUR, 17 * HOUR];

const motiveGroups = [
  {
    code: 'MEC',
    description: 'Mechanical',
    color: '#e53935',
    motives: [
      { code: 'MEC-JAM', description: 'Bottle jam at the infeed', loss_category: 'availability' },
      { code: 'MEC-VALVE', description: 'Filling valve failure', loss_category: 'availability' },
      { code: 'MEC-CAPPER', description: 'Capper head worn', loss_category: 'availability' },
    ],
  },
  {
    code: 'ELE',
    description: 'Electrical',
    color: '#fb8c00',
    motives: [
      { code: 'ELE-SENSOR', description: 'Sensor fault', loss_category: 'availability' },
      { code: 'ELE-DRIVE', description: 'Drive tripped', loss_category: 'availability' },
    ],
  },
  {
    code: 'PLN',
    description: 'Planned',
    color: '#43a047',
    motives: [
      { code: 'PLN-CLEAN', description: 'Shift change cleaning', loss_category: 'planned' },
      { code: 'PLN-SETUP', description: 'Format change', loss_category: 'planned' },
    ],
  },
  {
    code: 'PRC',
    description: 'Process',
    color: '#1e88e5',
    motives: [
      { code: 'PRC-LEVEL', description: 'Fill level out of range', loss_category: 'quality' },
      { code: 'PRC-SUPPLY', description: 'Waiting for empty bottles', loss_category: 'performance' },
    ],
  },
] as const;

/** The motives a stop of each kind of the made-up month is explained with. */
const motivesOfKind: Record<StopKind, readonly string[]> = {
  planned: ['PLN-CLEAN', 'PLN-CLEAN', 'PLN-CLEAN', 'PLN-SETUP'],
  breakdown: ['MEC-JAM', 'MEC-VALVE', 'MEC-CAPPER'],
  electrical: ['ELE-SENSOR', 'ELE-DRIVE'],
  microBurst: ['MEC-JAM', 'PRC-SUPPLY', 'PRC-SUPPLY', 'PRC-LEVEL'],
  micro: ['PRC-SUPPLY'],
};

/**
 * The demo's equipment-stops plant (issue 12) at the north unit: a bottle filler's state, count and reject
 * tags with a month of one-minute values, its motives, complementary types, automatic frame and OEE
 * settings; the detection run over the month at once, about 70 % of the stops older than two days
 * explained (with the crew) and a few approved, as people would have done.
 */
export async function seedDemoEquipmentStops(deps: Deps, scope: AccessScope, { now = Date.now() }: { now?: number } = {}): Promise<void> {
  const create = async (name: string, body: Record<string, unknown>) => createEntity(deps, deps.catalog.get(name)!, scope, body);
  const tag = async (code: string, description: string, aggregation: string) =>
    Number((await create('tags', { code, description, tag_type: 'higher_better', aggregation, data_input: 'automation', decimals: 0, active: true })).id_tag);
  const stateTag = await tag('FIL-101.STATE', 'Filler 101 running state', 'AVERAGE');
  const countTag = await tag('FIL-101.COUNT', 'Filler 101 bottles produced per minute', 'SUM');
  const rejectTag = await tag('FIL-101.REJECT', 'Filler 101 bottles rejected per minute', 'SUM');

  const groupIds: number[] = [];
  const motiveIds = new Map<string, number>();
  for (const group of motiveGroups) {
    const created = await create('motive-groups', { code: group.code, description: group.description, color: group.color });
    groupIds.push(Number(created.id_motive_group));
    for (const motive of group.motives) {
      const id_motive_group = Number(created.id_motive_group);
      motiveIds.set(motive.code, Number((await create('motives', { ...motive, id_motive_group, color: group.color })).id_motive));
    }
  }
  const workOrder = await create('complementary-types', { code: 'WO', description: 'Work order', field_type: 'text' });
  const crew = await create('complementary-types', { code: 'CREW', description: 'Crew', field_type: 'choice', options: ['A', 'B', 'C'] });
  const frame = await create('frames', {
    code: 'FIL-101',
    description: 'Filler 101 stops',
    insertion: 'automatic',
    id_tag_state: stateTag,
    stop_condition: 'equal',
    stop_value: 0,
    motive_required: true,
    annulment_allowed: true,
    motive_groups: groupIds,
    complementary_types: [Number(workOrder.id_complementary_type), Number(crew.id_complementary_type)],
  });
  const idFrame = Number(frame.id_frame);
  await create('oee-settings', {
    id_frame: idFrame,
    title: 'Filler 101 OEE',
    availability_title: 'Availability',
    performance_title: 'Performance',
    quality_title: 'Quality',
    performance_mode: 'cycleTime',
    ideal_cycle_time_sec: 0.9,
    id_tag_total: countTag,
    id_tag_bad: rejectTag,
  });

  const end = Math.floor(now / 60_000) * 60_000;
  const month = fillerMonth(end, 30, shiftChanges);
  const { db, dialect } = deps.database;
  await storeValues(db, dialect, [
    ...month.state.map((row) => ({ id_tag: stateTag, ...row })),
    ...month.count.map((row) => ({ id_tag: countTag, ...row })),
    ...month.reject.map((row) => ({ id_tag: rejectTag, ...row })),
  ]);
  await detectFrameStops(
    deps.database,
    (await findDetectionFrame(db, idFrame))!,
    { from: end - 30 * DAY, to: end + 1 },
    { action: 'detected', now, saveState: true },
  );

  const kindAt = new Map(month.stops.map((stop) => [stop.start, stop.kind]));
  await explainStops(deps.database, idFrame, { kindAt, motiveIds, crewId: Number(crew.id_complementary_type), before: now - 2 * DAY, now });
}

interface Explanations {
  kindAt: ReadonlyMap<number, StopKind>;
  motiveIds: ReadonlyMap<string, number>;
  crewId: number;
  /** Only stops that started before this get a motive. */
  before: number;
  now: number;
}

/** About 70 % of the older stops get a motive of their kind and the crew, one in eight of those is approved. */
async function explainStops(database: Pick<Database, 'db' | 'dialect'>, idFrame: number, explanations: Explanations): Promise<void> {
  const { db, dialect } = database;
  const admin = await db.selectFrom('usuario').select('id_usuario').where('usu_login', '=', 'admin').executeTakeFirst();
  const userId = admin ? Number(admin.id_usuario) : null;
  const random = seededRandom(12);
  const stops = await db
    .selectFrom(STOP_TABLE)
    .select(['id_stop', 'start_ms', 'end_ms'])
    .where('id_frame', '=', idFrame)
    .where('start_ms', '<', explanations.before)
    .orderBy('start_ms')
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const stop of stops) {
      if (stop.end_ms === null || random.next() >= 0.7) continue;
      const choices = motivesOfKind[explanations.kindAt.get(Number(stop.start_ms)) ?? 'breakdown'];
      const idMotive = explanations.motiveIds.get(choices[random.int(0, choices.length - 1)]!)!;
      const complements = { [explanations.crewId]: ['A', 'B', 'C'][random.int(0, 2)]! };
      const approved = random.next() < 0.125;
      await trx
        .updateTable(STOP_TABLE)
        .set({
          id_motive: idMotive,
          complements: JSON.stringify(complements),
          consistency: approved ? 'approved' : 'notApproved',
          version: approved ? 3 : 2,
          updated_by: userId,
          updated_at: explanations.now,
        })
        .where('id_stop', '=', Number(stop.id_stop))
        .execute();
      const history = { id_stop: Number(stop.id_stop), at_ms: explanations.now, id_usuario: userId, comment: null };
      await trx
        .insertInto(STOP_HISTORY_TABLE)
        .values({
          ...history,
          action: 'edited',
          changes: JSON.stringify({ after: { id_motive: idMotive, complements } }),
          signed: dialect === 'sqlite' ? 0 : false,
        })
        .execute();
      if (approved) {
        await trx
          .insertInto(STOP_HISTORY_TABLE)
          .values({ ...history, action: 'approved', changes: JSON.stringify({ after: { consistency: 'approved' } }), signed: dialect === 'sqlite' ? 1 : true })
          .execute();
      }
    }
  });
}
