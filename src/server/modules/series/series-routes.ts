import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../core/api-error.js';
import { mayReadSeries } from './read-access.js';
import { parseSeriesQuery } from './read-params.js';
import { readSeries } from './read-series.js';
import { seriesRouteSchemas as schemas } from './schemas/index.js';

/**
 * `GET MES/queries/series` (tag contract): tag values over a period, raw or consolidated, downsampled on
 * the server to at most `points` per tag, with the tags' limits and goals. Read on any analysis or
 * data-entry page that shows values; tags only of the selected unit's plant.
 */
export async function seriesRoutes(app: FastifyInstance): Promise<void> {
  const tags = app.catalog.get('tags');
  if (!tags) return;
  app.get('/MES/queries/series', { schema: schemas.series.schema }, async (request) => {
    const access = request.access!;
    if (!mayReadSeries(access)) throw forbidden();
    const query = parseSeriesQuery(request.query);
    if (!access.unit) throw notFound();
    const models = { tags, goals: app.catalog.get('tag-goals') };
    return { data: await readSeries(app.database.db, models, access.unit.plt_codigo, query) };
  });
}
