import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router';
import { resourceEndpoints } from '../../generated/data-provider-map.js';
import { NotAvailablePage } from './NotAvailablePage.js';
import { notBuiltRoutes } from './not-built-routes.js';
import { ModulePage, modulePagePaths } from './module-pages.js';

const served = new Set([...Object.keys(resourceEndpoints).map((name) => `/${name}`), ...modulePagePaths]);

/** `<Admin>` child: every route of the table that no generated resource serves, inside the shell. */
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
  </CustomRoutes>
);
