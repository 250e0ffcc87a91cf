import { Avatar, AvatarGroup, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AVATAR_GROUP_MAX, avatarGroup } from '../../../domain/alerts/index.js';
import type { AlertViewer } from './alert-records.js';
import { AlertUserAvatar } from './AlertUserAvatar.js';

export interface ViewersAvatarGroupProps {
  viewers: readonly AlertViewer[];
  /** 10 by default, 5 in the alert view (section 9). */
  max?: number;
  /** When each one viewed it, as shown. */
  viewedAt?: (viewer: AlertViewer) => string | undefined;
}

/** Who viewed an alert: the first `max` avatars, then '+N' (its tooltip names the rest). */
export function ViewersAvatarGroup({ viewers, max = AVATAR_GROUP_MAX, viewedAt }: ViewersAvatarGroupProps) {
  const translate = useTranslate();
  if (viewers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('alerts.dialog.nobodyYet')}
      </Typography>
    );
  }
  const { shown, hidden, more } = avatarGroup(viewers, max);
  const rest = viewers
    .slice(shown.length)
    .map((viewer) => viewer.usu_nome)
    .join(', ');
  return (
    // Our own '+N' bubble: MUI's `max` would count it as one of the avatars.
    <AvatarGroup max={shown.length + 2} data-testid="alert-viewers">
      {shown.map((viewer) => (
        <AlertUserAvatar key={viewer.id_usuario} user={viewer} detail={viewedAt?.(viewer)} />
      ))}
      {hidden > 0 && (
        <Tooltip title={`${translate('alerts.dialog.moreViewers', { smart_count: hidden })}: ${rest}`}>
          <Avatar sx={{ width: 28, height: 28, fontSize: 12 }} data-testid="alert-viewers-more">
            {more}
          </Avatar>
        </Tooltip>
      )}
    </AvatarGroup>
  );
}
