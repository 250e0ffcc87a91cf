import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A short line under a summary component (rows left out, a cap reached, tags without a goal). */
export function SummaryNote({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 1, py: 0.25, m: 0 }} data-testid={testId}>
      {children}
    </Typography>
  );
}
