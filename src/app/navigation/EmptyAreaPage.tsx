import { useTranslate } from 'react-admin';
import type { MenuArea } from '../../domain/navigation/area-start-page.js';
import { NoticePage } from './NoticePage.js';

/** Where an area opens when the user may read none of its pages (the toggle never sends them to the other area). */
export function EmptyAreaPage({ area }: { area: MenuArea }) {
  const translate = useTranslate();
  return <NoticePage testId="empty-area" title={translate(`shell.menu.${area}`)} message={translate('navigation.emptyArea.message')} heading={false} />;
}
