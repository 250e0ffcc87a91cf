import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a component says instead of its chart or list when it has nothing to show (an i18n key). */
export function ComponentMessage({ messageKey, testId }: { messageKey: string; testId: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 1 }}>
      <Typography variant="body2" color="text.secondary" align="center" data-testid={testId}>
        {translate(messageKey)}
      </Typography>
    </Box>
  );
}
