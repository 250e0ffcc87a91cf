import type { FastifyInstance } from 'fastify';
import { computeOee, oeeInputErrors, type OeeInput } from '../../../domain/equipment-stops/oee.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { forbidden, notFound, validationFailed } from '../../core/api-error.js';
import { MAX_OEE_BUCKETS } from './oee-buckets.js';
import { oeeSeries } from './oee-series.js';
import { frameIsAtUnit } from './oee-settings-lookup.js';
import { mayReadStopAnalytics } from './pareto-access.js';
import { parseOeeSeriesQuery, parseParetoQuery } from './pareto-params.js';
import { sumStopsBy } from './pareto-repository.js';
import { paretoAnswer } from './pareto-rows.js';
import { analyticsRouteSchemas as schemas } from './schemas/analytics-route-schemas.js';

/** The calculator's body, or a 400 naming each bad field with its message key. */
function parseOeeInput(body: unknown): OeeInput {
  const raw = (body && typeof body === 'object' ? body : {}) as Partial<Record<keyof OeeInput, unknown>>;
  const errors = oeeInputErrors(raw);
  if (Object.keys(errors).length > 0) {
    const fields: FieldErrors = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, { key }]));
    throw validationFailed(fields);
  }
  return raw as OeeInput;
}

/** Pareto of stops and OEE (README.md, Routes and OEE). */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/EM/queries/pareto', { schema: schemas.pareto.schema }, async (request) => {
    const access = request.access!;
    if (!mayReadStopAnalytics(access)) throw forbidden();
    const query = parseParetoQuery(request.query);
    if (!access.unit) throw notFound();
    const openEnd = Math.min(Date.now(), query.to);
    const sums = await sumStopsBy(app.database.db, app.database.dialect, { ...query, idElemento: access.unit.id_elemento, openEnd }, query.by);
    return { data: paretoAnswer(sums) };
  });

  app.post('/OEE/queries/compute', { schema: schemas.compute.schema }, async (request) => ({ data: computeOee(parseOeeInput(request.body)) }));

  app.get('/OEE/queries/series', { schema: schemas.series.schema }, async (request) => {
    const access = request.access!;
    if (!mayReadStopAnalytics(access)) throw forbidden();
    const query = parseOeeSeriesQuery(request.query);
    if (!access.unit || !(await frameIsAtUnit(app.database.db, access.unit.id_elemento, query.idFrame))) throw notFound();
    const buckets = await oeeSeries(app.database.db, { ...query, idElemento: access.unit.id_elemento, now: Date.now() });
    if (!buckets) throw validationFailed({ level: { key: 'oee.errors.tooManyBuckets', args: { max: MAX_OEE_BUCKETS } } });
    return { data: buckets };
  });
}
