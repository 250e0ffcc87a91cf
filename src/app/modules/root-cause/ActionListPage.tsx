import { Title, useTranslate } from 'react-admin';
import { useSelectedUnitId } from '../logbook/useSelectedUnitId.js';
import { ActionListView } from './action-list/ActionListView.js';

/** /root-cause/action-list (src/server/modules/root-cause/README.md): every action of the unit; another unit starts over. */
export default function ActionListPage() {
  const translate = useTranslate();
  const unitId = useSelectedUnitId();
  return (
    <>
      <Title title={translate('menu.root-cause.action-list')} />
      <ActionListView key={unitId ?? 'none'} />
    </>
  );
}
