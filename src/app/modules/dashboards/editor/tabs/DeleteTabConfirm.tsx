import { Confirm, useTranslate } from 'react-admin';
import type { RecordOf } from '../../../../data/typed-data-provider.js';
import { useTabWidgets } from '../../useDashboard.js';

interface DeleteTabConfirmProps {
  tab: RecordOf<'dashboard-tabs'>;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete tab …?", saying how many widgets go with it. */
export function DeleteTabConfirm({ tab, onConfirm, onClose }: DeleteTabConfirmProps) {
  const translate = useTranslate();
  const { data } = useTabWidgets(tab.id_tab);
  return (
    <Confirm
      isOpen
      title={translate('dashboardEditor.tabs.deleteTitle', { name: tab.description })}
      content={translate('dashboardEditor.tabs.deleteContent', { smart_count: data?.length ?? 0 })}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
