import { CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router';
import { resourceEndpoints } from '../../generated/data-provider-map.js';
import { NotAvailablePage } from './NotAvailablePage.js';
import { notBuiltRoutes } from './not-built-routes.js';

const served = new Set(Object.keys(resourceEndpoints).map((name) => `/${name}`));

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
  </CustomRoutes>
);
