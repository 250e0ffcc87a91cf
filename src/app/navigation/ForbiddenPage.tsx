import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The standard page for a page the user may not open: a title and a plain message, nothing to act on. */
export function ForbiddenPage() {
  const translate = useTranslate();
  const title = translate('navigation.forbidden.title');
  return (
    <Card data-testid="forbidden">
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        <Typography>{translate('navigation.forbidden.message')}</Typography>
      </CardContent>
    </Card>
  );
}
