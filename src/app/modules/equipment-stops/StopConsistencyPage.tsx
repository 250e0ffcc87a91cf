import { Title, useTranslate } from 'react-admin';

/** Being built (issue 12). */
export default function StopConsistencyPage() {
  const translate = useTranslate();
  return <Title title={translate('menu.consistency.equipment-stopping')} />;
}
