import { resolveRefs, route, sharedShapes } from '../../../route-schemas/route-schema.js';
import constantsAnswer from './constants.answer.schema.json' with { type: 'json' };
import constantsQuery from './constants.query.schema.json' with { type: 'json' };
import limitsAnswer from './limits.answer.schema.json' with { type: 'json' };
import limitsBody from './limits.body.schema.json' with { type: 'json' };
import limitsLines from './limits-lines.schema.json' with { type: 'json' };
import rulesAnswer from './rules.answer.schema.json' with { type: 'json' };
import rulesBody from './rules.body.schema.json' with { type: 'json' };
import rulesViolations from './rules-violations.schema.json' with { type: 'json' };

/** Shapes shared with the chart routes' answers. */
export const spcSharedShapes = sharedShapes({ 'limits-lines.schema.json': limitsLines, 'rules-violations.schema.json': rulesViolations });
const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, spcSharedShapes);

/** Route contracts of query-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const queryRouteSchemas = {
  limits: route('POST', '/SPC/queries/limits', 'SpcLimits', { body: limitsBody, answer: resolved(limitsAnswer) }),
  rules: route('POST', '/SPC/queries/rules', 'SpcRules', { body: rulesBody, answer: resolved(rulesAnswer) }),
  constants: route('GET', '/SPC/queries/constants', 'SpcConstants', { query: constantsQuery, answer: constantsAnswer }),
};
