import { Title, useTranslate } from 'react-admin';

/** Being built (issue 12). */
export default function OeeSettingsPage() {
  const translate = useTranslate();
  return <Title title={translate('menu.settings.oee')} />;
}
