import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { alertRedirectLink } from '../../../domain/alerts/index.js';
import { useAlertFeed } from './useAlertFeed.js';
import { useAlertTime } from './useAlertTime.js';
import { useMarkAlertRead } from './useMarkAlertRead.js';

/**
 * The first unread alert with the pop-up flag (section 4): it stays until closed; closing (or
 * showing) marks it viewed, and the next such alert, if any, takes its place.
 */
export function AlertPopup() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { popup } = useAlertFeed();
  const markRead = useMarkAlertRead();
  const time = useAlertTime();
  if (!popup) return null;
  const link = alertRedirectLink(popup);
  const close = () => void markRead(popup.id_mvu);
  const show = () => {
    close();
    if (link) void navigate(link);
  };
  return (
    <Dialog
      open
      key={popup.id_mvu}
      onClose={(_event, reason) => reason !== 'backdropClick' && close()}
      aria-labelledby="alert-popup-title"
      maxWidth="xs"
      fullWidth
      data-testid="alert-popup"
    >
      <DialogTitle id="alert-popup-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <NotificationsActiveIcon color="warning" fontSize="small" />
        {popup.mov_titulo}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-wrap' }}>{popup.mov_msg_alerta}</DialogContentText>
        <Typography variant="caption" color="text.secondary" title={time.absolute(popup.mov_dt_alerta)}>
          {time.relative(popup.mov_dt_alerta)}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="alert-popup-close">
          {translate('alerts.popup.close')}
        </Button>
        {link && (
          <Button variant="contained" onClick={show} data-testid="alert-popup-show">
            {translate('alerts.popup.show')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
