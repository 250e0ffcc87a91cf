import { imagesNamedBy } from '../../../../domain/dashboards/content/image-references.js';
import type { Db } from '../../../db/create-database.js';
import { forbidden } from '../../../core/api-error.js';
import type { ModelCatalog } from '../../../core/model-catalog.js';
import type { RequestAccess } from '../../../fastify-types.js';
import type { EmbedBinding } from '../../tokens/token-repository.js';
import { assertCreatorSeesDashboard, embedBindingOf, tabsShownBy } from './embed-access.js';
import { optionsOf } from '../widgets/widget-options.js';

const isManagerOnly = (value: unknown) => value === true || value === 1;

/** Whether the binding shows a picture: an HMI picture of a tab it shows, or one named by a widget it shows. */
async function bindingShowsImage(db: Db, binding: EmbedBinding, imageId: string): Promise<boolean> {
  const tabs = await tabsShownBy(db, binding).select(['id_tab', 'hmi_image']).execute();
  if (binding.widgetId === null && tabs.some((tab) => tab.hmi_image === imageId)) return true;
  const tabIds = tabs.map((tab) => tab.id_tab);
  if (tabIds.length === 0) return false;
  const widgets = await db
    .selectFrom('dashboard_widget')
    .select(['options', 'manager_only'])
    .where('id_tab', 'in', tabIds)
    .$if(binding.widgetId !== null, (query) => query.where('id_widget', '=', binding.widgetId))
    .execute();
  return widgets.some((widget) => !isManagerOnly(widget.manager_only) && imagesNamedBy(optionsOf(widget.options)).has(imageId));
}

/**
 * A bound token's `GET GDV/queries/images/{id}`: only a picture its link shows (its tabs' HMI pictures, its widgets'
 * pictures, never a manager-only widget's), else 403 before the picture is read; then only while its creator sees
 * the dashboard.
 */
export async function assertEmbedShowsImage(db: Db, catalog: ModelCatalog, access: RequestAccess, imageId: string): Promise<void> {
  const binding = embedBindingOf(access);
  if (!(await bindingShowsImage(db, binding, imageId))) throw forbidden();
  await assertCreatorSeesDashboard(db, catalog, access, binding.viewId);
}
