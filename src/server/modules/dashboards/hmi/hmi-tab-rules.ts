import type { FieldErrors } from '../../../../domain/validation/field-errors.js';
import { validationFailed } from '../../../core/api-error.js';
import type { RecordOf, WriteContext } from '../../entities/entity-hooks-types.js';
import { hmiPointsOf } from '../../../../domain/dashboards/hmi-points.js';
import { widgetReferenceErrors } from '../widgets/widget-references.js';

const OPTIONS_PREFIX = 'options.';

/**
 * An HMI tab's picture points name tags of the unit's plant (a JSON column has no foreign key: each missing one is
 * 400 `hmi_points.<n>.id_tag` `validation.referenceNotFound`, as a widget's options are checked); the points are
 * stored with their defaults (decimals 1, unit hidden), as a widget's options are.
 */
export async function checkHmiPoints(ctx: WriteContext<RecordOf<'dashboard-tabs'>>): Promise<void> {
  if (ctx.next.hmi_points === undefined || ctx.next.hmi_points === null) return;
  const points = hmiPointsOf(ctx.next.hmi_points);
  const found = await widgetReferenceErrors(ctx.db, ctx.catalog, ctx.scope, { hmi_points: points });
  const errors: FieldErrors = Object.fromEntries(Object.entries(found).map(([path, error]) => [path.slice(OPTIONS_PREFIX.length), error]));
  if (Object.keys(errors).length) throw validationFailed(errors);
  ctx.next.hmi_points = points;
}
