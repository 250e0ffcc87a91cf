import { useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import { NotificationsNone } from '@mui/icons-material';

/** The header's alert bell; the alert feed, its unread badge and panel come with the alerts issue. */
export function AlertBellButton() {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('shell.alerts.open')}>
      <IconButton color="inherit" aria-label={translate('shell.alerts.open')} data-testid="alert-bell">
        <NotificationsNone fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
