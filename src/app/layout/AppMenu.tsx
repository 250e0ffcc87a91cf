import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { ListSubheader } from '@mui/material';
import { useMenuGroups } from './useMenuGroups.js';
import { groupIcon } from './menu-icons.js';

/** The configuration menu: resources grouped by their settings route. */
export function AppMenu() {
  const groups = useMenuGroups();
  const translate = useTranslate();
  const [open] = useSidebarState();
  // A flat list of children: the menu list does not accept fragments.
  const items = groups.flatMap((group) => {
    const Icon = groupIcon(group.key);
    const header = open ? [<ListSubheader key={`group-${group.key}`} data-testid={`menu-group-${group.key}`}>{group.label}</ListSubheader>] : [];
    return [
      ...header,
      ...group.entries.map((entry) => (
        <Menu.Item key={entry.name} to={`/${entry.name}`} primaryText={entry.label} leftIcon={<Icon />} data-testid={`menu-${entry.entity}`} />
      )),
    ];
  });
  return (
    <Menu data-testid="app-menu">
      {open && <ListSubheader className="menu-title">{translate('menu.settings')}</ListSubheader>}
      {items}
    </Menu>
  );
}
