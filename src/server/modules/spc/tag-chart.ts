/** The exploratory chart of a tag of the unit's plant (README.md, `POST SPC/queries/chart`): computed limits, no revisions. */
import type { Db } from '../../db/create-database.js';
import { validationFailed } from '../../core/api-error.js';
import type { UnitRef } from '../access/access-scope.js';
import type { CardChart } from './card-chart-types.js';
import type { TagChartInput } from './chart-params.js';
import { computeChart } from './chart-compute.js';
import { findChartTag, readChartValues, unitPeriod } from './tag-values.js';

export async function tagChartOf(db: Db, unit: UnitRef, input: TagChartInput): Promise<CardChart> {
  const tag = await findChartTag(db, input.idTag);
  if (!tag || tag.plt_codigo !== unit.plt_codigo) throw validationFailed({ id_tag: { key: 'validation.referenceNotFound' } });
  const [period, values] = await Promise.all([unitPeriod(db, unit.id_elemento), readChartValues(db, tag.id_tag, input.from, input.to)]);
  return computeChart({
    chart: input.chart,
    sampling: input.sampling,
    subgroupSize: input.subgroupSize,
    sampleSize: input.sampleSize,
    k: input.k,
    ...(input.rules ? { rules: input.rules } : {}),
    spec: { lsl: tag.lsl, usl: tag.usl },
    scale: { min: null, max: null },
    period,
    from: input.from,
    to: input.to,
    points: input.points,
    values,
    revisions: [],
  });
}
