import type { RecordOf } from '../../../data/typed-data-provider.js';
import { DashboardTabPanel } from '../DashboardTabPanel.js';
import { AppTab } from './app/AppTab.js';
import { TabByType } from './TabByType.js';
import { useDashboardType } from './useDashboardType.js';

export interface TabContentProps {
  idVisao: number;
  tab: RecordOf<'dashboard-tabs'>;
  mayEdit: boolean;
}

/**
 * A tab's content by its dashboard's type (business modules §2): the widget grid of a standard dashboard, the process
 * picture of an HMI, one module page for an app, the embedded report of a Power BI dashboard.
 */
export function TabContent({ idVisao, tab, mayEdit }: TabContentProps) {
  const type = useDashboardType(idVisao);
  return (
    <TabByType
      type={type}
      idVisao={idVisao}
      tab={tab}
      mayEdit={mayEdit}
      standard={<DashboardTabPanel idTab={tab.id_tab!} idVisao={idVisao} mayEdit={mayEdit} />}
      app={<AppTab tab={tab} mayEdit={mayEdit} />}
    />
  );
}
