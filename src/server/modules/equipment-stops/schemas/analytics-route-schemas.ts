import { route } from '../../../route-schemas/route-schema.js';
import oeeComputeAnswer from './oee-compute.answer.schema.json' with { type: 'json' };
import oeeComputeBody from './oee-compute.body.schema.json' with { type: 'json' };
import oeeSeriesAnswer from './oee-series.answer.schema.json' with { type: 'json' };
import oeeSeriesQuery from './oee-series.query.schema.json' with { type: 'json' };
import paretoAnswer from './pareto.answer.schema.json' with { type: 'json' };
import paretoQuery from './pareto.query.schema.json' with { type: 'json' };

/** Route contracts of analytics-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const analyticsRouteSchemas = {
  pareto: route('GET', '/EM/queries/pareto', 'StopPareto', { query: paretoQuery, answer: paretoAnswer }),
  compute: route('POST', '/OEE/queries/compute', 'OeeCompute', { body: oeeComputeBody, answer: oeeComputeAnswer }),
  series: route('GET', '/OEE/queries/series', 'OeeSeries', { query: oeeSeriesQuery, answer: oeeSeriesAnswer }),
};
