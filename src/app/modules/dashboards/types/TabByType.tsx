import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import type { RecordOf } from '../../../data/typed-data-provider.js';
import { HmiTab } from './hmi/HmiTab.js';
import { PowerBiTab } from './powerbi/PowerBiTab.js';
import type { DashboardType } from './useDashboardType.js';

export interface TabByTypeProps {
  /** The dashboard's type; undefined while it loads. */
  type: DashboardType | undefined;
  idVisao: number;
  tab: RecordOf<'dashboard-tabs'>;
  mayEdit: boolean;
  /** A standard tab's widget grid: the signed-in page's editable panel, or a link's board of its definition's widgets. */
  standard: ReactNode;
  /** An app tab's module page, which needs the signed-in shell (a link says it cannot show one). */
  app: ReactNode;
}

/**
 * The one switch from a dashboard's type to what its tab shows (business modules §2), for the signed-in page and a
 * dashboard link alike: the process picture of an HMI and the embedded report of a Power BI dashboard are the same
 * components on both (a link's calls carry its token: EmbedAuth.tsx); the grid and the app page are the caller's.
 */
export function TabByType({ type, idVisao, tab, mayEdit, standard, app }: TabByTypeProps) {
  switch (type) {
    case undefined:
      return <LinearProgress />;
    case 'hmi':
      return <HmiTab tab={tab} mayEdit={mayEdit} />;
    case 'app':
      return app;
    case 'powerbi':
      return <PowerBiTab idVisao={idVisao} title={tab.description ?? ''} />;
    default:
      return standard;
  }
}
