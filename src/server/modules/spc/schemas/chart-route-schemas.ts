import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import cardChartAnswer from './card-chart.answer.schema.json' with { type: 'json' };
import cardChartParams from './card-chart.params.schema.json' with { type: 'json' };
import cardChartQuery from './card-chart.query.schema.json' with { type: 'json' };
import cardChartCommon from './card-chart-common.schema.json' with { type: 'json' };
import tagChartAnswer from './tag-chart.answer.schema.json' with { type: 'json' };
import tagChartBody from './tag-chart.body.schema.json' with { type: 'json' };
import { spcSharedShapes } from './query-route-schemas.js';

// The limits' and violations' shapes are the very objects of the query routes, so the type generator names each once.
const shared = { ...spcSharedShapes, 'card-chart-common.schema.json': resolveRefs(cardChartCommon, spcSharedShapes) };
const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, shared);

/** Route contracts of chart-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const chartRouteSchemas = {
  tagChart: route('POST', '/SPC/queries/chart', 'SpcTagChart', { body: tagChartBody, answer: resolved(tagChartAnswer) }),
  cardChart: route('GET', '/SPC/queries/cards/:id/chart', 'SpcCardChart', {
    params: cardChartParams,
    query: cardChartQuery,
    answer: resolved(cardChartAnswer),
  }),
};
