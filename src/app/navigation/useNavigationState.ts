import { useMemo } from 'react';
import { removedPathsFor } from '../../domain/navigation/client-rules.js';
import { filterMenu } from '../../domain/navigation/filter-menu.js';
import { permittedPathsOf, type PermittedPaths } from '../../domain/navigation/permitted-paths.js';
import { mainMenu, settingsMenu, type RouteNode } from '../../domain/navigation/route-table.js';
import { mobileMode } from '../mobile/runtime-mode.js';
import { useAccessControl, type AccessControl } from './useAccessControl.js';

export interface NavigationState extends PermittedPaths {
  access: AccessControl;
  mobile: boolean;
  main: RouteNode[];
  settings: RouteNode[];
  removedPaths: string[];
}

/** Both menus filtered for the user and unit, and the paths they may open. */
export function useNavigationState(): NavigationState {
  const access = useAccessControl();
  return useMemo(() => {
    const mobile = mobileMode();
    const context = { isAdmin: access.isAdmin, permissions: access.permissions, clientCode: access.unit?.cli_codigo, clientRules: access.clientRules, mobile };
    const main = filterMenu(mainMenu, context);
    const settings = filterMenu(settingsMenu, context);
    const permitted = permittedPathsOf([...main, ...settings], access.permissions, access.isAdmin);
    return { access, mobile, main, settings, removedPaths: removedPathsFor(context.clientCode, access.clientRules), ...permitted };
  }, [access]);
}
