import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Divider, Typography } from '@mui/material';

/** A titled group of the tag form's inputs, laid out side by side where they fit. */
export function TagFormSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%' }} aria-label={translate(title)}>
      <Typography variant="subtitle2" color="primary" sx={{ mt: 1 }}>
        {translate(title)}
      </Typography>
      <Divider sx={{ mb: 1 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start' }}>{children}</Box>
    </Box>
  );
}
