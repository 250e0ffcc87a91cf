import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A link's page with nothing to show: the reason, over the whole frame (a TV has nobody to click away a toast). */
export function EmbedMessage({ message, args }: { message: string; args?: Record<string, unknown> }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      role="alert"
      data-testid="embed-message"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3, bgcolor: 'background.default' }}
    >
      <Typography variant="h5" component="p" color="text.secondary" sx={{ textAlign: 'center' }}>
        {translate(message, { _: message, ...args })}
      </Typography>
    </Box>
  );
}
