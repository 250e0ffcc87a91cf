import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router';
import { LinearProgress } from '@mui/material';
import { resourceEndpoints } from '../../generated/data-provider-map.js';
import { emptyAreaPages, landingRoute } from '../../domain/navigation/route-table.js';
import { NotAvailablePage } from './NotAvailablePage.js';
import { EmptyAreaPage } from './EmptyAreaPage.js';
import { notBuiltRoutes } from './not-built-routes.js';
import { ModulePage, modulePagePaths } from './module-pages.js';

const served = new Set([...Object.keys(resourceEndpoints).map((name) => `/${name}`), ...modulePagePaths]);

/**
 * `<Admin>` child: every route of the table that no generated resource serves, inside the shell;
 * `/main`, which the route guard sends to the landing page once the access control is known; and
 * the pages of an area without pages for the user.
 */
export const navigationRoutes = (
  <CustomRoutes>
    {notBuiltRoutes(served).map((route) => (
      <Route
        key={route.path}
        path={route.path}
        element={route.redirectTo ? <Navigate to={route.redirectTo} replace /> : <NotAvailablePage labelKey={route.labelKey} />}
      />
    ))}
    {[...modulePagePaths].map((path) => (
      <Route key={path} path={`${path}/*`} element={<ModulePage path={path} />} />
    ))}
    <Route path={landingRoute} element={<LinearProgress data-testid="landing" />} />
    <Route path={emptyAreaPages.main} element={<EmptyAreaPage area="main" />} />
    <Route path={emptyAreaPages.settings} element={<EmptyAreaPage area="settings" />} />
  </CustomRoutes>
);
