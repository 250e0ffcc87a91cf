import { Title, useTranslate } from 'react-admin';

/** Being built (issue 12). */
export default function EventAnalysisPage() {
  const translate = useTranslate();
  return <Title title={translate('menu.analysis.event-manager')} />;
}
