import { useState } from 'react';
import { Alert, LinearProgress, Stack, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useCan } from '../../navigation/useCan.js';
import { useDashboardViews } from '../../navigation/dashboard-views-store.js';
import { DashboardTabPanel } from './DashboardTabPanel.js';
import { useDashboardTabs } from './useDashboard.js';

/** Editing a dashboard's layout needs update on the dashboards settings page (the server checks it too). */
const dashboardsMenuId = 'settings.dashboards';

/** `/dashboard/{id_visao}`: the dashboard's tabs, and the chosen tab's widgets laid out by the GridBoard. */
export default function DashboardPage() {
  const translate = useTranslate();
  const id = Number(useParams().id);
  const view = useDashboardViews().find((candidate) => candidate.id_visao === id);
  const mayEdit = useCan(dashboardsMenuId)('update');
  const { data: tabs, isPending, error } = useDashboardTabs(id);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const current = tabs?.find((tab) => tab.id_tab === chosen) ?? tabs?.[0];
  const title = view?.vis_descricao?.trim() || translate('menu.dashboardView', { id, _: `Dashboard #${id}` });

  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="dashboard-page">
      <Title title={title} />
      {isPending && <LinearProgress />}
      {error && <Alert severity="error">{translate('dashboards.loadError')}</Alert>}
      {tabs && tabs.length === 0 && <Alert severity="info">{translate('dashboards.noTabs')}</Alert>}
      {current && (
        <>
          <Tabs value={current.id_tab} onChange={(_event, next: number) => setChosen(next)} variant="scrollable" aria-label={translate('dashboards.tabs')}>
            {tabs!.map((tab) => (
              <Tab key={tab.id_tab} value={tab.id_tab} label={tab.description} />
            ))}
          </Tabs>
          <DashboardTabPanel key={current.id_tab} idTab={current.id_tab!} mayEdit={mayEdit} />
        </>
      )}
    </Stack>
  );
}
