import { Title, useTranslate } from 'react-admin';

/** Being built (issue 12). */
export default function StoppingChartPage() {
  const translate = useTranslate();
  return <Title title={translate('menu.equipment-management.stopping-chart')} />;
}
