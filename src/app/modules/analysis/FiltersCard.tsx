import type { ReactNode } from 'react';
import { Card, CardContent } from '@mui/material';

/** The card of an analysis page's choices: its fields in a row that wraps. */
export function FiltersCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', pb: '8px !important' }}>{children}</CardContent>
    </Card>
  );
}
