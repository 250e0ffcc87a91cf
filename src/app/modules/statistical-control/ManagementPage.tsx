import { Title, useTranslate } from 'react-admin';
import { useSelectedUnitId } from '../logbook/useSelectedUnitId.js';
import { ManagementView } from './management/ManagementView.js';

/** `/statistical-control/management`: the cards of the selected unit over a period; another unit starts over. */
export default function ManagementPage() {
  const translate = useTranslate();
  const unitId = useSelectedUnitId();
  return (
    <>
      <Title title={translate('menu.statistical-control.management')} />
      <ManagementView key={unitId ?? 'none'} />
    </>
  );
}
