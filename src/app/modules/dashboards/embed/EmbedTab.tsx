import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RecordOf } from '../../../data/typed-data-provider.js';
import { TabByType } from '../types/TabByType.js';
import { dashboardTypeOf } from '../types/useDashboardType.js';
import { WidgetBoard, type BoardWidget } from '../WidgetBoard.js';
import type { EmbedDefinition } from './embed-api.js';

type EmbedTabRecord = EmbedDefinition['tabs'][number];

/** An app tab is a module page of the signed-in app (its menus, permissions, session): a link says so instead. */
function AppTabNotOnLink() {
  const translate = useTranslate();
  return (
    <Alert severity="info" data-testid="embed-app-tab">
      {translate('dashboards.embed.appTabNotOnLink')}
    </Alert>
  );
}

/**
 * A link's tab as the signed-in page draws it (TabByType): a standard tab's widgets on the board, an HMI tab's live
 * picture, a Power BI dashboard's report; never editable. Every call carries the link's token (EmbedAuth.tsx).
 */
export function EmbedTab({
  definition,
  tab,
  widgets,
  token,
}: {
  definition: EmbedDefinition;
  tab: EmbedTabRecord;
  widgets: readonly BoardWidget[];
  token: string;
}) {
  const record: RecordOf<'dashboard-tabs'> = { ...tab, id: tab.id_tab! };
  return (
    <TabByType
      type={dashboardTypeOf(definition.view.dashboard_type)}
      idVisao={definition.view.id_visao!}
      tab={record}
      mayEdit={false}
      standard={<WidgetBoard idTab={tab.id_tab!} widgets={widgets} auth={{ token }} />}
      app={<AppTabNotOnLink />}
    />
  );
}
