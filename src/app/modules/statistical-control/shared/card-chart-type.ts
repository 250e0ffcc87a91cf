/**
 * The chart answer of `POST SPC/queries/chart`, `GET SPC/queries/cards/:id/chart` and the production view
 * (`CardChart` of src/server/modules/spc/README.md), as the server's route schema generates it.
 */
import type { SpcCardChart } from '../../../../generated/api-types.js';

export type CardChart = SpcCardChart;
/** `i` indexes the full subgroup series (not `points`, which may be reduced); `t` is epoch ms. */
export type CardChartPoint = CardChart['points'][number];
/** The limits in force from `from` (epoch ms, inclusive) to `to` (exclusive). */
export type CardChartSegment = CardChart['segments'][number];
