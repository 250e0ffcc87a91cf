import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LinearProgress } from '@mui/material';

/** Hand-written pages of the route table (dashboards, analysis, data entry...), each loaded on first visit. */
const modulePages: Record<string, LazyExoticComponent<ComponentType>> = {
  '/dashboard': lazy(() => import('../modules/dashboards/editor/list/DashboardListPage.js')),
  '/dashboard/:id': lazy(() => import('../modules/dashboards/DashboardPage.js')),
  '/data-entry/manual-collector': lazy(() => import('../modules/data-entry/ManualCollectorPage.js')),
  '/data-entry/manual-input': lazy(() => import('../modules/data-entry/ManualInputPage.js')),
  '/data-entry/import-csv': lazy(() => import('../modules/data-entry/ImportCsvPage.js')),
  '/data-entry/logbook': lazy(() => import('../modules/logbook/LogbookPage.js')),
  '/settings/manual-collector/group-collect': lazy(() => import('../modules/manual-collector/GroupCollectPage.js')),
  '/analysis/analysis-process': lazy(() => import('../modules/analysis/AnalysisProcessPage.js')),
  '/analysis/comparative-between-periods': lazy(() => import('../modules/analysis/ComparativePage.js')),
  '/analysis/report-per-periods': lazy(() => import('../modules/analysis/ReportPerPeriodsPage.js')),
  '/operational-alerts': lazy(() => import('../modules/alerts/OperationalAlertsPage.js')),
  '/settings/token': lazy(() => import('../modules/tokens/TokensPage.js')),
  '/equipment-management/stopping-point': lazy(() => import('../modules/equipment-stops/StoppingPointPage.js')),
  '/equipment-management/stopping-chart': lazy(() => import('../modules/equipment-stops/StoppingChartPage.js')),
  '/equipment-management/approve-stop': lazy(() => import('../modules/equipment-stops/ApproveStopPage.js')),
  '/consistency/equipment-stopping': lazy(() => import('../modules/equipment-stops/StopConsistencyPage.js')),
  '/analysis/event-manager': lazy(() => import('../modules/equipment-stops/EventAnalysisPage.js')),
  '/settings/oee': lazy(() => import('../modules/equipment-stops/OeeSettingsPage.js')),
  '/statistical-control/exploratory': lazy(() => import('../modules/statistical-control/ExploratoryPage.js')),
  '/statistical-control/production': lazy(() => import('../modules/statistical-control/ProductionPage.js')),
  '/statistical-control/management': lazy(() => import('../modules/statistical-control/ManagementPage.js')),
  '/settings/statistical-control/help': lazy(() => import('../modules/statistical-control/RuleHelpPage.js')),
  '/root-cause/effects-page': lazy(() => import('../modules/root-cause/EffectsPage.js')),
  '/root-cause/generate-analysis': lazy(() => import('../modules/root-cause/GenerateAnalysisPage.js')),
  '/root-cause/action-list': lazy(() => import('../modules/root-cause/ActionListPage.js')),
};

export const modulePagePaths: ReadonlySet<string> = new Set(Object.keys(modulePages));

export function ModulePage({ path }: { path: string }) {
  const Page = modulePages[path]!;
  return (
    <Suspense fallback={<LinearProgress />}>
      <Page />
    </Suspense>
  );
}
