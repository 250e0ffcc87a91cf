import { useTranslate } from 'react-admin';
import { Box, Drawer, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { Close } from '@mui/icons-material';
import { LogbookPanel } from '../modules/logbook/LogbookPanel.js';
import { useSelectedUnitId } from '../modules/logbook/useSelectedUnitId.js';

/** The logbook panel opened from the header: a right-hand drawer over the page, the entries scrolling inside it. */
export function LogbookDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const unitId = useSelectedUnitId();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} className="logbook-drawer" data-testid="logbook-drawer">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, py: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('shell.logbook.title')}
        </Typography>
        <Tooltip title={translate('shell.logbook.close')}>
          <IconButton onClick={onClose} aria-label={translate('shell.logbook.close')}>
            <Close fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ px: 2, pb: 2, flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <LogbookPanel key={unitId ?? 'none'} unitId={unitId} />
      </Box>
    </Drawer>
  );
}
