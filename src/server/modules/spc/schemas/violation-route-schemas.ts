import { resolveRefs, route, sharedShapes, type JsonSchema } from '../../../route-schemas/route-schema.js';
import { chartRouteSchemas } from './chart-route-schemas.js';
import overviewAnswer from './overview.answer.schema.json' with { type: 'json' };
import overviewQuery from './overview.query.schema.json' with { type: 'json' };
import productionAnswer from './production.answer.schema.json' with { type: 'json' };
import treatAnswer from './treat.answer.schema.json' with { type: 'json' };
import treatBody from './treat.body.schema.json' with { type: 'json' };
import violation from './violation.schema.json' with { type: 'json' };
import violationHistoryAnswer from './violation-history.answer.schema.json' with { type: 'json' };
import violationIdParams from './violation-id.params.schema.json' with { type: 'json' };
import violationsAnswer from './violations.answer.schema.json' with { type: 'json' };
import violationsQuery from './violations.query.schema.json' with { type: 'json' };

// The card chart is the very object of the chart routes' answer, so the type generator names it once.
const cardChart = (chartRouteSchemas.cardChart.answer as { properties: { data: JsonSchema } }).properties.data;
const shared = { ...sharedShapes({ 'violation.schema.json': violation }), 'card-chart-common.schema.json': cardChart };
const resolved = (schema: object) => resolveRefs(schema as JsonSchema, shared);
const queries = '/SPC/queries';

/** Route contracts of violation-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const violationRouteSchemas = {
  overview: route('GET', `${queries}/overview`, 'SpcOverview', { query: overviewQuery, answer: overviewAnswer }),
  production: route('GET', `${queries}/production`, 'SpcProduction', { answer: resolved(productionAnswer) }),
  violations: route('GET', `${queries}/violations`, 'SpcViolations', { query: violationsQuery, answer: resolved(violationsAnswer) }),
  violationHistory: route('GET', `${queries}/violations/:id/history`, 'SpcViolationHistory', { params: violationIdParams, answer: violationHistoryAnswer }),
  treat: route('POST', '/SPC/actions/treat', 'SpcTreat', { body: treatBody, answer: resolved(treatAnswer) }),
};
