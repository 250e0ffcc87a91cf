/**
 * The route table of platform-core section 2 as data: the main menu, the settings menu, the
 * detail routes and the routes outside both menus. Paths, order and menu ids follow the spec
 * exactly; the generated settings pages (src/generated/permissions.ts) sit at their routes.
 */
export interface RouteNode {
  path: string;
  /** The path without its leading slash, '/' replaced by '.': `settings.tags.groups`. */
  menuId: string;
  /** `menu.<menuId>` (flat keys under `menu` in messages/navigation). */
  labelKey: string;
  area: 'main' | 'settings';
  children?: readonly RouteNode[];
  /** The menu id whose access-control entry governs this entry when it is not its own (user-units). */
  permissionId?: string;
  /** Shown only on the native app or in mobile debug mode (`/home`). */
  mobileOnly?: boolean;
  /** Children come from the user's dashboard views (`/dashboard/{id_visao}`), always visible. */
  dynamicChildren?: 'dashboard-views';
  /** The page the group opens (`/data-entry` -> manual-collector). */
  groupTarget?: string;
  /** The group is a page too (the tags list): its menu lists that page first among its children. */
  ownPage?: boolean;
  /** Set by filterMenu on the menu entry of a group's own page (the child that opens `/settings/tags`). */
  pageOfGroup?: boolean;
}

/** A page reached from a menu entry but not listed in the menu: `/manufacture/panel/:id`. */
export interface DetailRoute {
  /** react-router pattern. */
  path: string;
  menuId: string;
}

/** `/settings/tags/groups` -> `settings.tags.groups`. */
export const menuIdOf = (path: string): string => path.replace(/^\//, '').replace(/\//g, '.');

export const labelKeyOf = (menuId: string): string => `menu.${menuId}`;

type Extra = Omit<RouteNode, 'path' | 'menuId' | 'labelKey' | 'area' | 'children'>;

function node(area: RouteNode['area'], path: string, children?: readonly RouteNode[], extra: Extra = {}): RouteNode {
  const menuId = menuIdOf(path);
  return { path, menuId, labelKey: labelKeyOf(menuId), area, ...(children ? { children } : {}), ...extra };
}

/** A group and its leaf pages `${path}/${child}`. */
function group(area: RouteNode['area'], path: string, children: readonly (string | RouteNode)[], extra: Extra = {}): RouteNode {
  return node(
    area,
    path,
    children.map((child) => (typeof child === 'string' ? node(area, `${path}/${child}`) : child)),
    extra,
  );
}

const main = (path: string, children?: readonly string[], extra: Extra = {}) =>
  children ? group('main', path, children, extra) : node('main', path, undefined, extra);

export const mainMenu: readonly RouteNode[] = [
  main('/dashboard', undefined, { dynamicChildren: 'dashboard-views' }),
  main('/home', undefined, { mobileOnly: true }),
  main('/analysis', ['analysis-process', 'event-manager', 'correlation', 'operator', 'comparative-between-periods', 'report-per-periods']),
  main('/data-mining', ['regression', 'clustering']),
  main('/control-loop-management', ['performance', 'overview']),
  main('/statistical-control', ['exploratory', 'production', 'management']),
  main('/root-cause', ['effects-page', 'generate-analysis', 'action-list']),
  main('/equipment-management', ['stopping-point', 'stopping-chart', 'approve-stop']),
  main('/industrial-planning', ['mass-and-energy-balance']),
  main('/ops-management'),
  main('/integrated-maintenance', [
    'service-order-panel',
    'service-order-programming',
    'service-order-generator',
    'service-order-labor-appointment',
    'report',
    'telemetry',
  ]),
  main('/manufacture', ['panel', 'sequence', 'junk-report', 'approvals', 'receipt-inspection']),
  main('/alarm-management'),
  main('/operational-security', ['impairment', 'online-monitoring', 'routine-tests']),
  main('/management-of-changes'),
  main('/data-entry', ['manual-collector', 'manual-input', 'import-csv', 'logbook'], { groupTarget: '/data-entry/manual-collector' }),
  main('/export', ['data', 'event']),
  main('/scale'),
  main('/operational-alerts'),
  main('/consistency', ['production-process', 'equipment-stopping']),
  main('/log'),
];

const settings = (path: string, children?: readonly (string | RouteNode)[], extra: Extra = {}) =>
  children ? group('settings', `/settings/${path}`, children, extra) : node('settings', `/settings/${path}`, undefined, extra);

export const settingsMenu: readonly RouteNode[] = [
  // clients, plants and branding: generated pages of this platform, not in the spec's list.
  settings('operational-structure', ['parameters', 'elements-tree', 'shifts-and-times', 'pdf-template', 'clients', 'plants', 'branding']),
  settings('global-variables'),
  settings('token'),
  settings('unit-measurement'),
  settings('barcode-label'),
  settings('product'),
  settings('oee'),
  settings('control-loop-management'),
  settings('logbook-group'),
  settings('access-control', [
    'user-registration',
    'user-group',
    'access-profile',
    // A user's units: governed by the user-registration permission (src/generated/permissions.ts).
    node('settings', '/settings/access-control/user-units', undefined, { permissionId: 'settings.access-control.user-registration' }),
    'single-sign-on',
  ]),
  // The tags page itself, with its groups and goals.
  settings('tags', ['groups', 'goals'], { ownPage: true }),
  settings('event-manager', ['frames', 'motives-group', 'complementary-types']),
  settings('statistical-control', ['cards', 'rules', 'help', 'diagnostic-list', 'corrective-actions']),
  settings('root-cause', ['causes', 'rules']),
  settings('integrated-maintenance', [
    'materials-services',
    'modalities',
    'status',
    'maintenance-activity',
    'priority',
    'service-order-types',
    'labor-rules',
    'services',
    'frequency',
    'inspection-routes',
    'report-registration',
  ]),
  settings('manufacture', [
    'inspection-level',
    'acceptable-quality-level',
    'complementary-table',
    'checklist-matrix',
    'checklist-items',
    'checklist',
    'variation',
    'defect',
    'motive-group',
    'status',
    'substatus',
    'src-order',
    'rules',
  ]),
  settings('operational-security', [
    group('settings', '/settings/operational-security/registration', [
      'instrument-interlock',
      'instrument-severity',
      'instrument-risk',
      'instrument-frequency',
      'instrument-prefix',
      'instrument-mitigation-measures',
    ]),
    'impairment-rule',
    'instrument',
    'user-groups-tree',
    'approval-matrix',
  ]),
  settings('management-of-change', [
    'area-criticality',
    'risk',
    'responsible-sector',
    // The spec puts this one under 'management-of-changes' (plural).
    node('settings', '/settings/management-of-changes/approval-matrix'),
  ]),
  settings('alerts', ['alerts-group', 'alerts-configuration']),
  settings('integration', ['api', 'system', 'laboratory', 'integration-parameters']),
  settings('manual-collector', ['group-collect', 'tags-collect']),
  // The dashboard views (generated page, not in the spec's list) until the dashboards issue brings its editor.
  settings('dashboards'),
];

/** Pages outside the menus' lists, with the menu entry whose permission they follow. */
export const detailRoutes: readonly DetailRoute[] = [
  { path: '/dashboard/:id', menuId: 'dashboard' },
  { path: '/integrated-maintenance/service-order-panel/:id', menuId: 'integrated-maintenance.service-order-panel' },
  { path: '/manufacture/panel/:id', menuId: 'manufacture.panel' },
  { path: '/manufacture/receipt-inspection/:id', menuId: 'manufacture.receipt-inspection' },
  { path: '/settings/integration/api/:id', menuId: 'settings.integration.api' },
];

/** Routes that are not menu entries. */
export const publicRoutes: readonly string[] = ['/', '/login', '/iframe/component'];
export const contractRoute = '/expired';
/** `/main` (section 2: it "also exists"): where a signed user lands, resolved like the sign-in routes. */
export const landingRoute = '/main';
/** Where an area opens when the user may read none of its pages: a plain "no pages in this area". */
export const emptyAreaPages = { main: '/main/empty', settings: '/settings/empty' } as const;
/** Routes outside the menus, open to every signed user. */
export const otherRoutes: readonly string[] = Object.values(emptyAreaPages);

/** Always allowed to a signed user, whatever the permissions. */
export const alwaysAllowedPaths: readonly string[] = ['/login', '/expired', '/iframe/component', '/root-cause', '/settings/integration/api'];

export const defaultMainPage = '/analysis/analysis-process';
export const defaultSettingsPage = '/settings/tags';
