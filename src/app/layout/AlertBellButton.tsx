import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import { NotificationsNone } from '@mui/icons-material';
import { AlertBellList } from '../modules/alerts/AlertBellList.js';
import { AlertDetailDialog } from '../modules/alerts/AlertDetailDialog.js';
import { useAlertFeed } from '../modules/alerts/useAlertFeed.js';

/** The header's alert bell: the unread count, the recent alerts, and the alert dialog opened from them. */
export function AlertBellButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const feed = useAlertFeed();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openId, setOpenId] = useState<number>();
  const icon = <NotificationsNone fontSize="small" />;
  const label =
    feed.unread > 0 ? `${translate('shell.alerts.open')}: ${translate('alerts.bell.unread', { smart_count: feed.unread })}` : translate('shell.alerts.open');
  return (
    <>
      <Tooltip title={translate('shell.alerts.open')}>
        <IconButton color="inherit" aria-label={label} data-testid="alert-bell" onClick={(event) => setAnchor(event.currentTarget)}>
          {/* No badge at all at zero: an invisible MUI badge still renders its element. */}
          {feed.unread > 0 ? (
            <Badge badgeContent={feed.unread} color="error" max={99} data-testid="alert-bell-count">
              {icon}
            </Badge>
          ) : (
            icon
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <AlertBellList
          notifications={feed.notifications}
          unread={feed.unread}
          failed={feed.failed}
          onOpen={(notification) => {
            setAnchor(null);
            setOpenId(notification.id_movalerta);
          }}
          onSeeAll={() => {
            setAnchor(null);
            void navigate('/operational-alerts');
          }}
        />
      </Popover>
      <AlertDetailDialog items={feed.notifications} currentId={openId} onNavigate={setOpenId} onClose={() => setOpenId(undefined)} />
    </>
  );
}
