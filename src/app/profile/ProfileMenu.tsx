import { useState } from 'react';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Stack, Typography } from '@mui/material';
import { ManageAccounts } from '@mui/icons-material';
import { ProfileDialog } from './ProfileDialog.js';
import { ProfilePreferences } from './ProfilePreferences.js';
import { UserAvatar } from './UserAvatar.js';
import { useSignedUser } from './useSignedUser.js';

function EditProfileItem({ onOpen }: { onOpen: () => void }) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        onOpen();
      }}
      data-testid="profile-edit"
    >
      <ListItemIcon>
        <ManageAccounts fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.profile.edit')}</ListItemText>
    </MenuItem>
  );
}

/**
 * The header's profile popup (platform-core section 2): avatar and name, the own profile form,
 * language, theme and sign-out. The dialog sits outside the menu, which unmounts when it closes.
 */
export function ProfileMenu() {
  const user = useSignedUser();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <UserMenu icon={<UserAvatar />}>
        <Box sx={{ px: 2, py: 1 }}>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <UserAvatar size={48} />
            <div>
              <Typography fontWeight={600}>{user?.usu_nome}</Typography>
              <Typography color="text.secondary">{user?.usu_login}</Typography>
            </div>
          </Stack>
        </Box>
        <Divider />
        <EditProfileItem onOpen={() => setEditing(true)} />
        <ProfilePreferences />
        <Divider />
        <Logout />
      </UserMenu>
      {editing && <ProfileDialog onClose={() => setEditing(false)} />}
    </>
  );
}
