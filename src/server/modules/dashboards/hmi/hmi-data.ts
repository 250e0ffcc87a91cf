import type { TagReading } from '../../../../domain/dashboards/components/data/tag-reading.js';
import type { HmiDataAnswer } from '../../../../generated/api-types.js';
import type { Db, Dialect } from '../../../db/create-database.js';
import type { ModelCatalog } from '../../../core/model-catalog.js';
import type { RequestAccess } from '../../../fastify-types.js';
import { periodOfRow } from '../../series/tag-period.js';
import { hmiPointsOf } from '../../../../domain/dashboards/hmi-points.js';
import { visibleTab } from '../tab-access.js';
import { readTagReadings } from '../widget-data/tag-readings.js';
import type { WidgetDataContext } from '../widget-data/widget-data-context.js';

type HmiPointReading = HmiDataAnswer['data']['points'][number];

/** A live picture shows the present: a value older than a day is no reading (noData), not the process now. */
const HMI_PERIOD = 'last24h';

async function plantTags(ctx: WidgetDataContext, ids: readonly number[]): Promise<number[]> {
  const tags = ctx.catalog.get('tags');
  if (!tags || ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom(tags.table)
    .select('id_tag')
    .where('plt_codigo', '=', ctx.plant)
    .where('id_tag', 'in', [...ids])
    .execute();
  return rows.map((row) => Number(row.id_tag));
}

/**
 * `POST GDV/queries/hmi-data`: each point of an HMI tab's picture with its tag's latest value of the last 24 hours,
 * its time and its status against the tag's limits (`tagStatus`, the tag status component's rule), in the order of
 * the tab's `hmi_points`. Who sees the dashboard sees its picture (`visibleTab`, as tab-data). A point whose tag is
 * no longer a tag of the plant answers `noData` with no code, so one deleted tag does not blank the picture.
 */
export async function readHmiData(
  deps: { db: Db; dialect: Dialect; catalog: ModelCatalog },
  access: RequestAccess,
  id_tab: number,
  nowMs = Date.now(),
): Promise<HmiDataAnswer> {
  const { db } = deps;
  const tab = await visibleTab(db, deps.catalog, access, id_tab);
  const unit = access.unit!;
  const row = await db.selectFrom('dashboard_tab').select('hmi_points').where('id_tab', '=', tab.id_tab).executeTakeFirst();
  const points = hmiPointsOf(row?.hmi_points);
  const periodRow = await db.selectFrom('periodo').selectAll().where('id_elemento', '=', unit.id_elemento).executeTakeFirst();
  const ctx: WidgetDataContext = {
    ...deps,
    unit: unit.id_elemento,
    plant: unit.plt_codigo,
    clientId: unit.cli_codigo,
    period: periodOfRow(periodRow),
    nowMs,
    widthPx: 1,
    goalTolerance: tab.goal_tolerance,
  };
  const present = await plantTags(ctx, [...new Set(points.map((point) => point.id_tag))]);
  const readings = new Map<number, TagReading>(
    present.length ? (await readTagReadings(ctx, present, HMI_PERIOD)).map(({ reading }) => [reading.id_tag, reading]) : [],
  );
  const answer: HmiPointReading[] = points.map((point, index) => {
    const reading = readings.get(point.id_tag);
    return {
      index,
      id_tag: point.id_tag,
      code: reading?.code ?? null,
      description: reading?.description ?? null,
      unit: reading?.unit ?? null,
      value: reading?.value ?? null,
      at: reading?.at ?? null,
      status: reading?.status ?? 'noData',
    };
  });
  return { data: { points: answer }, generated_at: new Date(nowMs).toISOString() };
}
