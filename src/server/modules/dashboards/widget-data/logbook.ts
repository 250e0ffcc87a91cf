import type { LogbookWidgetData } from '../../../../domain/dashboards/components/data/logbook.js';
import { notFound } from '../../../core/api-error.js';
import { LOGBOOK_ENTRY_TABLE, LOGBOOK_GROUP_TABLE } from '../../logbook/entry-table.js';
import type { WidgetDataProvider } from './widget-data-context.js';

/**
 * The unit's latest logbook entries, newest first (the logbook page's order: date, then id), of one group when
 * `id_logbook_group` names one of the unit's groups (another unit's, or a deleted one, is a 404 for the widget).
 * The annotation is sent as stored: it was sanitised when written.
 */
export const logbookData: WidgetDataProvider = async (ctx, options): Promise<LogbookWidgetData> => {
  const groupId = options.id_logbook_group === undefined ? undefined : Number(options.id_logbook_group);
  if (groupId !== undefined) {
    const group = await ctx.db
      .selectFrom(LOGBOOK_GROUP_TABLE)
      .select('id_logbook_group')
      .where('id_logbook_group', '=', groupId)
      .where('id_elemento', '=', ctx.unit)
      .executeTakeFirst();
    if (!group) throw notFound();
  }
  let query = ctx.db
    .selectFrom(`${LOGBOOK_ENTRY_TABLE} as e`)
    .innerJoin(`${LOGBOOK_GROUP_TABLE} as g`, 'g.id_logbook_group', 'e.id_logbook_group')
    .leftJoin('usuario as u', 'u.id_usuario', 'e.id_user')
    .select(['e.id_logbook', 'e.id_logbook_group', 'g.logbook_group_description', 'e.id_user', 'u.usu_nome', 'e.logbook_annotation', 'e.logbook_date'])
    .where('g.id_elemento', '=', ctx.unit);
  if (groupId !== undefined) query = query.where('e.id_logbook_group', '=', groupId);
  const rows = await query
    .orderBy('e.logbook_date', 'desc')
    .orderBy('e.id_logbook', 'desc')
    .limit(Number(options.max_rows ?? 5))
    .execute();
  return {
    entries: rows.map((row) => ({
      id_logbook: Number(row.id_logbook),
      id_logbook_group: Number(row.id_logbook_group),
      group: String(row.logbook_group_description ?? ''),
      id_user: Number(row.id_user),
      author: (row.usu_nome as string | null) ?? null,
      date: String(row.logbook_date),
      html: String(row.logbook_annotation),
    })),
  };
};
