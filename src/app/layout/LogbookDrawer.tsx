import { useTranslate } from 'react-admin';
import { Alert, Drawer, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { Close } from '@mui/icons-material';

/** The logbook panel's place: a right-hand drawer that for now says the logbook is not available. */
export function LogbookDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} className="logbook-drawer" data-testid="logbook-drawer">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, py: 1 }}>
        <Typography variant="h6" component="h2">{translate('shell.logbook.title')}</Typography>
        <Tooltip title={translate('shell.logbook.close')}>
          <IconButton onClick={onClose} aria-label={translate('shell.logbook.close')}><Close fontSize="small" /></IconButton>
        </Tooltip>
      </Stack>
      <Alert severity="info" sx={{ mx: 2 }}>{translate('shell.logbook.notAvailable')}</Alert>
    </Drawer>
  );
}
