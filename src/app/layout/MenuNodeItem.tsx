import { Menu } from 'react-admin';
import { useLocation } from 'react-router';
import { owningMenuPath } from '../../domain/navigation/resolve-route.js';
import type { ShellMenuNode } from './useShellMenu.js';
import { PathIcon } from './PathIcon.js';
import { MenuGroupItem } from './MenuGroupItem.js';

/**
 * One menu entry: a group with its children, or a page link (react-admin's item: highlighted
 * when current, its label as a tooltip while the menu is collapsed).
 */
export function MenuNodeItem({ node, collapsed }: { node: ShellMenuNode; collapsed: boolean }) {
  const { pathname } = useLocation();
  if (node.children?.length) {
    return (
      <MenuGroupItem node={node} collapsed={collapsed}>
        {node.children.map((child) => (
          <MenuNodeItem key={child.path} node={child} collapsed={collapsed} />
        ))}
      </MenuGroupItem>
    );
  }
  // A group's own page shares the group's menu id: its test id says which of the two it is.
  const testId = node.pageOfGroup ? `menu-page-${node.menuId}` : `menu-${node.menuId}`;
  // react-admin marks a link active on every path below it: a group's own page is not current on its siblings' pages.
  const className = node.pageOfGroup && owningMenuPath(pathname) !== node.path ? 'menu-not-current' : undefined;
  return (
    <Menu.Item
      to={node.path}
      primaryText={<span className="menu-label">{node.label}</span>}
      leftIcon={<PathIcon path={node.path} />}
      data-testid={testId}
      className={className}
    />
  );
}
