import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LinearProgress } from '@mui/material';

/** Hand-written pages of the route table (dashboards, analysis, data entry...), each loaded on first visit. */
const modulePages: Record<string, LazyExoticComponent<ComponentType>> = {
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
