import { useTranslate } from 'react-admin';
import { NoticePage } from './NoticePage.js';

/** The standard page for a page the user may not open: a title and a plain message, nothing to act on. */
export function ForbiddenPage() {
  const translate = useTranslate();
  return <NoticePage testId="forbidden" title={translate('navigation.forbidden.title')} message={translate('navigation.forbidden.message')} />;
}
