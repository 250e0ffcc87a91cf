import type { DashboardDefinition, ExportDashboardAnswer, ImportDashboardAnswer } from '../../../../../generated/api-types.js';
import { api } from '../../../../api/api-client.js';
import { saveBlob } from '../../../../files/save-blob.js';

export type { DashboardDefinition };

/** `GET GDV/queries/export-dashboard/{id}`: the dashboard as a definition file (with its tags' and events' codes). */
export const fetchDefinition = (idVisao: number): Promise<DashboardDefinition> =>
  api<string, ExportDashboardAnswer>(`GDV/queries/export-dashboard/${idVisao}`).then((answer) => answer.data);

/** `POST GDV/actions/import-dashboard`: a new dashboard of the current unit from a definition; answers its id. */
export const importDefinition = (definition: DashboardDefinition): Promise<number> =>
  api<string, ImportDashboardAnswer>('GDV/actions/import-dashboard', { json: definition }).then((answer) => answer.data.id_visao);

/** `dashboard-12-production-overview.json`: the id and the name in plain letters, so files of several dashboards sort and read well. */
export function definitionFileName(idVisao: number, name: string | undefined): string {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `dashboard-${idVisao}${slug ? `-${slug}` : ''}.json`;
}

/** Downloads the dashboard's definition file. */
export async function exportDefinition(idVisao: number): Promise<void> {
  const definition = await fetchDefinition(idVisao);
  saveBlob(new Blob([JSON.stringify(definition, null, 2)], { type: 'application/json' }), definitionFileName(idVisao, definition.dashboard.vis_descricao));
}
