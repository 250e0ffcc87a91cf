import type { FastifyInstance } from 'fastify';
import { spcConstants } from '../../../domain/spc/constants.js';
import { attributeLimits, variableLimits } from '../../../domain/spc/limits.js';
import { evaluateRules } from '../../../domain/spc/nelson-rules.js';
import { forbidden } from '../../core/api-error.js';
import { parseConstantsQuery, parseLimitsBody, parseRulesBody, type LimitsInput } from './query-params.js';
import { queryRouteSchemas as schemas } from './schemas/query-route-schemas.js';
import { mayReadSpc } from './spc-access.js';

/** A million values written out in JSON with their decimals: beyond, 413; up to it, the parser's own cap (400). */
const calculatorBodyLimit = 32 * 1024 * 1024;

function limitsOf(input: LimitsInput) {
  return 'subgroups' in input ? variableLimits(input.chart, input.subgroups, input.k) : attributeLimits(input.chart, input.counts, input.sizes, input.k);
}

/** The calculators of README.md, Routes: limits, rules and constants over the numbers sent. */
export async function queryRoutes(app: FastifyInstance): Promise<void> {
  const mayRead = (access: Parameters<typeof mayReadSpc>[0] | null) => {
    if (!access || !mayReadSpc(access)) throw forbidden();
  };

  app.post('/SPC/queries/limits', { bodyLimit: calculatorBodyLimit, schema: schemas.limits.schema }, async (request) => {
    mayRead(request.access);
    return { data: limitsOf(parseLimitsBody(request.body)) };
  });

  app.post('/SPC/queries/rules', { bodyLimit: calculatorBodyLimit, schema: schemas.rules.schema }, async (request) => {
    mayRead(request.access);
    const { values, center, sigma, ...options } = parseRulesBody(request.body);
    return { data: { violations: evaluateRules(values, center, sigma, options) } };
  });

  app.get('/SPC/queries/constants', { schema: schemas.constants.schema }, async (request) => {
    mayRead(request.access);
    const { A2, A3, c4, B3, B4, d2, D3, D4 } = spcConstants(parseConstantsQuery(request.query));
    return { data: { A2, A3, c4, B3, B4, d2, D3, D4 } };
  });
}
