import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A page of the route table whose module is not built yet: its translated title and a plain notice. */
export function NotAvailablePage({ labelKey }: { labelKey: string }) {
  const translate = useTranslate();
  const title = translate(labelKey, { _: labelKey });
  return (
    <Card data-testid="not-available">
      <Title title={title} />
      <CardContent>
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        <Typography>{translate('navigation.notAvailable.message')}</Typography>
      </CardContent>
    </Card>
  );
}
