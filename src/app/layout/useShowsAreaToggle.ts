import { isAdminUser, useSignedUser } from '../profile/useSignedUser.js';
import { useShellMenu } from './useShellMenu.js';

/** Section 2: the toggle is shown to administrators, or to anyone whose two menus both have entries. */
export function useShowsAreaToggle(): boolean {
  const user = useSignedUser();
  const main = useShellMenu('main');
  const settings = useShellMenu('settings');
  return isAdminUser(user as Record<string, unknown> | undefined) || (main.length > 0 && settings.length > 0);
}
