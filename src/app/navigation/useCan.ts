import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { CrudAction } from '../../domain/entities/entity-model.js';
import { menuIdOfPath } from '../../domain/navigation/menu-paths.js';
import { useAccessControl } from './useAccessControl.js';

/**
 * `can(action)` for a menu id (default: the current page's): admins may do everything, others what
 * the access-control entry grants (section 6: e.g. alert chat needs `create` on operational-alerts).
 */
export function useCan(menuId?: string): (action: CrudAction) => boolean {
  const { pathname } = useLocation();
  const { isAdmin, permissions } = useAccessControl();
  const id = menuId ?? menuIdOfPath(pathname);
  return useCallback((action: CrudAction) => isAdmin || (id !== undefined && permissions[id]?.[action] === true), [isAdmin, permissions, id]);
}
