import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppHeader } from './AppHeader.js';
import { AppMenu } from './AppMenu.js';
import { ContractGuard } from '../modules/contract/ContractGuard.js';
import { AfterSignInDialogs } from '../session/AfterSignInDialogs.js';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppHeader} menu={AppMenu}>
      <ContractGuard>{children}</ContractGuard>
      <AfterSignInDialogs />
    </Layout>
  );
}
