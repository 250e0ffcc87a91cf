import type { ReactNode } from 'react';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { ExpandLess, ExpandMore } from '@mui/icons-material';
import type { ShellMenuNode } from './useShellMenu.js';
import { PathIcon } from './PathIcon.js';
import { useMenuGroupOpen } from './useMenuGroupOpen.js';

/** A parent entry: expands and collapses its children; marked while the current page is one of them. */
export function MenuGroupItem({ node, collapsed, children }: { node: ShellMenuNode; collapsed: boolean; children: ReactNode }) {
  const { open, active, toggle } = useMenuGroupOpen(node.path);
  const item = (
    <MenuItem onClick={toggle} className={active ? 'menu-group menu-group-active' : 'menu-group'} aria-expanded={open} data-testid={`menu-${node.menuId}`}>
      <ListItemIcon>
        <PathIcon path={node.path} />
      </ListItemIcon>
      <ListItemText className="menu-label">{node.label}</ListItemText>
      {open ? <ExpandLess fontSize="small" className="menu-expand" /> : <ExpandMore fontSize="small" className="menu-expand" />}
    </MenuItem>
  );
  return (
    <>
      {collapsed ? (
        <Tooltip title={node.label} placement="right">
          {item}
        </Tooltip>
      ) : (
        item
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding className="menu-children">
          {children}
        </List>
      </Collapse>
    </>
  );
}
