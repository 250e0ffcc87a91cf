import { Avatar } from '@mui/material';
import { useAvatarUrl } from '../resources/users/useAvatarUrl.js';
import { useSignedUser } from './useSignedUser.js';

/** The signed user's photo, or the initial of their name. */
export function UserAvatar({ size = 24 }: { size?: number }) {
  const user = useSignedUser();
  const url = useAvatarUrl(user?.usu_foto);
  return (
    <Avatar src={url} alt={user?.usu_nome} sx={{ width: size, height: size, fontSize: size / 2 }} data-testid={`user-avatar-${size}`}>
      {user?.usu_nome?.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}
