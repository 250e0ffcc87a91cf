import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { MenuArea } from '../../domain/navigation/area-start-page.js';

/** Where an area opens when the user may read none of its pages (the toggle never sends them to the other area). */
export function EmptyAreaPage({ area }: { area: MenuArea }) {
  const translate = useTranslate();
  const title = translate(`shell.menu.${area}`);
  return (
    <Card data-testid="empty-area">
      <Title title={title} />
      <CardContent>
        <Typography>{translate('navigation.emptyArea.message')}</Typography>
      </CardContent>
    </Card>
  );
}
