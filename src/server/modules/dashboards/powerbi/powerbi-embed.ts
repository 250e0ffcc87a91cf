import type { PowerBiEmbedAnswer } from '../../../../generated/api-types.js';
import type { Db } from '../../../db/create-database.js';
import { ApiError, notFound } from '../../../core/api-error.js';
import type { ModelCatalog } from '../../../core/model-catalog.js';
import type { RequestAccess } from '../../../fastify-types.js';
import { visibleViews } from '../dashboard-visibility.js';
import { readsEveryDashboard } from '../tab-access.js';

export const powerBiNotConfiguredKey = 'dashboards.powerbi.errors.notConfigured';

/**
 * The report's embedding address: the service's `reportEmbed` page with the report and its workspace, as the
 * Power BI REST API's `Reports - Get Report In Group` answers `embedUrl`
 * (https://learn.microsoft.com/rest/api/power-bi/reports/get-report-in-group).
 */
export function powerBiEmbedUrl(base: string, reportId: string, groupId: string | null): string {
  const url = new URL(base);
  url.searchParams.set('reportId', reportId);
  if (groupId) url.searchParams.set('groupId', groupId);
  return url.href;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * `GET GDV/queries/powerbi-embed/{id_visao}`: what the page needs to embed a Power BI dashboard's report, the stored
 * token included (write-only on the record, so no read of the record gives it). Only to who sees the dashboard in the
 * selected unit (dashboard-visibility.ts), else 404 as for any dashboard they do not see; a dashboard of another type,
 * or without a report id or token: 404 `dashboards.powerbi.errors.notConfigured`.
 */
export async function readPowerBiEmbed(db: Db, catalog: ModelCatalog, access: RequestAccess, embedBase: string, id_visao: number): Promise<PowerBiEmbedAnswer> {
  if (!access.unit) throw notFound();
  const view = await db
    .selectFrom('visao')
    .select(['id_visao', 'dashboard_type', 'powerbi_report_id', 'powerbi_group_id', 'powerbi_token'])
    .where('id_visao', '=', id_visao)
    .where('id_elemento', '=', access.unit.id_elemento)
    .executeTakeFirst();
  if (!view) throw notFound();
  if (!readsEveryDashboard(access)) {
    const views = catalog.get('dashboard-views');
    const userGroups = catalog.get('user-groups');
    const visible = views && userGroups ? await visibleViews(db, views, userGroups, access) : [];
    if (!visible.some((candidate) => candidate.id_visao === id_visao)) throw notFound();
  }
  const reportId = text(view.powerbi_report_id);
  const accessToken = text(view.powerbi_token);
  if (view.dashboard_type !== 'powerbi' || !reportId || !accessToken) throw new ApiError(404, 'POWERBI_NOT_CONFIGURED', powerBiNotConfiguredKey);
  return { data: { embedUrl: powerBiEmbedUrl(embedBase, reportId, text(view.powerbi_group_id)), reportId, accessToken } };
}
