import { Badge, Box, Button, Divider, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isUnread } from '../../../domain/alerts/index.js';
import type { FeedNotification } from './alert-records.js';
import { useAlertTime } from './useAlertTime.js';

export interface AlertBellListProps {
  notifications: readonly FeedNotification[];
  unread: number;
  failed: boolean;
  onOpen: (notification: FeedNotification) => void;
  onSeeAll: () => void;
}

/** The bell's panel: the recent alerts, unread ones in bold with a dot, and a way to the alerts page. */
export function AlertBellList({ notifications, unread, failed, onOpen, onSeeAll }: AlertBellListProps) {
  const translate = useTranslate();
  const time = useAlertTime();
  return (
    <Box sx={{ width: 360, maxWidth: '100vw' }} data-testid="alert-bell-list">
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {translate('alerts.bell.title')}
        </Typography>
        {unread > 0 && (
          <Typography variant="caption" color="text.secondary">
            {translate('alerts.bell.unread', { smart_count: unread })}
          </Typography>
        )}
      </Box>
      <Divider />
      {failed && (
        <Typography variant="body2" color="error" sx={{ px: 2, py: 1 }}>
          {translate('global.error.messages.loadDataError')}
        </Typography>
      )}
      {notifications.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
          {translate('alerts.bell.empty')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {notifications.map((notification) => {
            const unreadOne = isUnread(notification);
            return (
              <ListItemButton
                key={notification.id_mvu}
                onClick={() => onOpen(notification)}
                data-testid="alert-bell-item"
                data-unread={unreadOne}
                sx={{ alignItems: 'flex-start', gap: 1 }}
              >
                <Badge
                  color="primary"
                  variant="dot"
                  invisible={!unreadOne}
                  sx={{ mt: 1.25, mx: 0.5 }}
                  aria-label={unreadOne ? translate('alerts.bell.unreadMark') : undefined}
                />
                <ListItemText
                  primary={notification.mov_titulo}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {notification.mov_msg_alerta}
                      </Box>
                      <Box component="span" title={time.absolute(notification.mov_dt_alerta)}>
                        {time.relative(notification.mov_dt_alerta)}
                      </Box>
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: unreadOne ? 700 : 400 } } }}
                  sx={{ minWidth: 0 }}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
      <Divider />
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button size="small" onClick={onSeeAll} data-testid="alert-bell-see-all">
          {translate('alerts.bell.seeAll')}
        </Button>
      </Box>
    </Box>
  );
}
