import type { ReactNode } from 'react';
import { Card, CardContent, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** The frame of a data entry page: its title in the app bar, its content on one card. */
export function DataEntryPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate(titleKey)} />
      <CardContent>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}
