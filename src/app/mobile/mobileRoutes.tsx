import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router';
import { HomePage } from './HomePage.js';
import { homePath } from './mobile-paths.js';
import { mobileMode } from './runtime-mode.js';

/** `<Admin>` child: `/home`, in the native variant only (elsewhere it falls back like any unknown path). */
export function mobileRoutes() {
  if (!mobileMode()) return null;
  return (
    <CustomRoutes>
      <Route path={homePath} element={<HomePage />} />
    </CustomRoutes>
  );
}
