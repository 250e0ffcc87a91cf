import type { ReactNode } from 'react';
import { Box, Stack } from '@mui/material';

/** A list page's bar: its filters taking the room left, then its buttons (`children`); wraps on a narrow screen. */
export function ListToolbar({ filters, children }: { filters: ReactNode; children?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Box sx={{ flexGrow: 1 }}>{filters}</Box>
      {children}
    </Stack>
  );
}
