import { Avatar, Tooltip } from '@mui/material';
import { initialsOf, type AlertUser } from '../../../domain/alerts/index.js';
import { useAvatarUrl } from '../../resources/users/useAvatarUrl.js';

/** A user's photo (`INT/actions/getFile/{name}`, as the profile avatar), else their initials; the name on hover. */
export function AlertUserAvatar({ user, size = 28, detail }: { user: AlertUser; size?: number; detail?: string }) {
  const url = useAvatarUrl(user.usu_foto);
  return (
    <Tooltip title={detail ? `${user.usu_nome} · ${detail}` : user.usu_nome}>
      <Avatar src={url} alt={user.usu_nome} sx={{ width: size, height: size, fontSize: size * 0.42 }} data-testid={`alert-user-${user.id_usuario}`}>
        {initialsOf(user.usu_nome)}
      </Avatar>
    </Tooltip>
  );
}
