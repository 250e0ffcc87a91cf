import { Menu } from 'react-admin';
import type { ShellMenuNode } from './useShellMenu.js';
import { pathIcon } from './menu-icons.js';
import { MenuGroupItem } from './MenuGroupItem.js';

/**
 * One menu entry: a group with its children, or a page link (react-admin's item: highlighted
 * when current, its label as a tooltip while the menu is collapsed).
 */
export function MenuNodeItem({ node, collapsed }: { node: ShellMenuNode; collapsed: boolean }) {
  if (node.children?.length) {
    return (
      <MenuGroupItem node={node} collapsed={collapsed}>
        {node.children.map((child) => <MenuNodeItem key={child.path} node={child} collapsed={collapsed} />)}
      </MenuGroupItem>
    );
  }
  const Icon = pathIcon(node.path);
  return <Menu.Item to={node.path} primaryText={<span className="menu-label">{node.label}</span>} leftIcon={<Icon fontSize="small" />} data-testid={`menu-${node.menuId}`} />;
}
