import { Menu } from 'react-admin';
import { useMenuArea } from './useMenuArea.js';
import { useShellMenu } from './useShellMenu.js';
import { useMenuCollapsed } from './useMenuCollapsed.js';
import { useShowsAreaToggle } from './useShowsAreaToggle.js';
import { MenuAreaToggle } from './MenuAreaToggle.js';
import { MenuNodeItem } from './MenuNodeItem.js';

/** The side menu: the area toggle, then the tree of the current area (main or configuration). */
export function AppMenu() {
  const { area, switchArea } = useMenuArea();
  const nodes = useShellMenu(area);
  const collapsed = useMenuCollapsed();
  const showsToggle = useShowsAreaToggle();
  return (
    <Menu data-testid="app-menu" data-area={area}>
      {showsToggle && <MenuAreaToggle area={area} collapsed={collapsed} onSwitch={switchArea} />}
      {nodes.map((node) => (
        <MenuNodeItem key={node.path} node={node} collapsed={collapsed} />
      ))}
    </Menu>
  );
}
