import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { WidgetsOutlined } from '@mui/icons-material';

/** The named embeddable component; none are registered yet (the dashboards issue adds them), so this is the empty state. */
export function EmbeddedComponent({ name }: { name: string }) {
  const { t } = useTranslation();
  const text = name ? t('shell.iframe.unknownComponent', { component: name }) : t('shell.iframe.noComponent');
  return (
    <Box
      component="main"
      data-testid="iframe-component"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 2,
        bgcolor: 'background.default',
        color: 'text.secondary',
      }}
    >
      <WidgetsOutlined fontSize="small" />
      <Typography data-testid="iframe-empty">{text}</Typography>
    </Box>
  );
}
