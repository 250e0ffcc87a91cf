import { useTranslate } from 'react-admin';
import { NoticePage } from './NoticePage.js';

/** A page of the route table whose module is not built yet: its translated title and a plain notice. */
export function NotAvailablePage({ labelKey }: { labelKey: string }) {
  const translate = useTranslate();
  return <NoticePage testId="not-available" title={translate(labelKey, { _: labelKey })} message={translate('navigation.notAvailable.message')} />;
}
