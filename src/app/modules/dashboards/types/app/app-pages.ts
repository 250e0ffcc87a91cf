import type { RecordOf } from '../../../../data/typed-data-provider.js';

export type AppPage = NonNullable<RecordOf<'dashboard-tabs'>['app_page']>;

/**
 * The module pages an app tab may show (`app_page` of the tab schema): pages that read the plant's state rather than
 * set it up, each at its route, so the tab renders the same lazy page the route does (navigation/module-pages.tsx)
 * and the same permission decides who sees it.
 */
export const appPagePaths: Readonly<Record<AppPage, string>> = {
  'analysis-process': '/analysis/analysis-process',
  'comparative-between-periods': '/analysis/comparative-between-periods',
  'report-per-periods': '/analysis/report-per-periods',
  'event-analysis': '/analysis/event-manager',
  'stopping-chart': '/equipment-management/stopping-chart',
  'spc-management': '/statistical-control/management',
  'action-list': '/root-cause/action-list',
  logbook: '/data-entry/logbook',
};

export const appPages = Object.keys(appPagePaths) as AppPage[];

export const isAppPage = (value: unknown): value is AppPage => typeof value === 'string' && value in appPagePaths;
