import { Title, useTranslate } from 'react-admin';

/** Being built (issue 12). */
export default function ApproveStopPage() {
  const translate = useTranslate();
  return <Title title={translate('menu.equipment-management.approve-stop')} />;
}
