import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router';
import { ContractRenewal } from './ContractRenewal.js';
import { renewalPath } from './contract-paths.js';

/** `<Admin>` child: `/expired` without the shell (react-admin reads CustomRoutes elements among its children). */
export const contractRoutes = (
  <CustomRoutes noLayout>
    <Route path={renewalPath} element={<ContractRenewal />} />
  </CustomRoutes>
);
