import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../core/api-error.js';
import { cardChartOf } from './card-chart.js';
import { findUnitCard } from './card-loader.js';
import { cardIdOf, parseCardChartQuery, parseTagChartBody } from './chart-params.js';
import { chartRouteSchemas as schemas } from './schemas/chart-route-schemas.js';
import { mayReadSpc } from './spc-access.js';
import { tagChartOf } from './tag-chart.js';

/** The exploratory chart of a tag and the chart of a card (README.md, Routes). */
export async function chartRoutes(app: FastifyInstance): Promise<void> {
  app.post('/SPC/queries/chart', { schema: schemas.tagChart.schema }, async (request) => {
    const access = request.access!;
    if (!mayReadSpc(access)) throw forbidden();
    const input = parseTagChartBody(request.body);
    if (!access.unit) throw notFound();
    return { data: await tagChartOf(app.database.db, access.unit, input) };
  });

  app.get('/SPC/queries/cards/:id/chart', { schema: schemas.cardChart.schema }, async (request) => {
    const access = request.access!;
    if (!mayReadSpc(access)) throw forbidden();
    const id = cardIdOf(request.params);
    const card = id === null ? null : await findUnitCard(app.database.db, app.catalog, access, id);
    if (!card) throw notFound();
    const query = parseCardChartQuery(request.query);
    return { data: await cardChartOf(app.database, card, query.from, query.to, { points: query.points }) };
  });
}
