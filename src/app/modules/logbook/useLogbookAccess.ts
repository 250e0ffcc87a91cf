import { LOGBOOK_GROUP_MENU_ID, LOGBOOK_MENU_ID } from './logbook-menus.js';
import { useCan } from '../../navigation/useCan.js';

/**
 * What the signed user may do in the logbook, wherever it is shown (the header panel too): read with
 * read on the logbook page or on the groups' settings page, add with create on the logbook page. The
 * server enforces the same; editing and deleting are also limited to the author.
 */
export function useLogbookAccess(): { mayRead: boolean; mayAdd: boolean } {
  const canLogbook = useCan(LOGBOOK_MENU_ID);
  const canGroups = useCan(LOGBOOK_GROUP_MENU_ID);
  return { mayRead: canLogbook('read') || canGroups('read'), mayAdd: canLogbook('create') };
}
