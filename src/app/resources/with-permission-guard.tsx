import type { ComponentType, ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { permissionMap } from '../../generated/permissions.js';
import type { CrudAction } from '../../domain/entities/entity-model.js';
import { menuIdOfPath } from '../../domain/navigation/menu-paths.js';
import { ForbiddenPage } from '../navigation/ForbiddenPage.js';
import { useAccessControl } from '../navigation/useAccessControl.js';
import type { SchemaResource } from './schema-resource.js';

/** Renders the page only when the access control grants the action: no request, no toast, no buttons otherwise. */
function RequireAction({ menuId, action, children }: { menuId: string; action: CrudAction; children: ReactNode }) {
  const { loaded, isAdmin, permissions } = useAccessControl();
  if (isAdmin) return <>{children}</>;
  if (!loaded) return <LinearProgress />;
  return permissions[menuId]?.[action] === true ? <>{children}</> : <ForbiddenPage />;
}

function guarded(Page: ComponentType, menuId: string, action: CrudAction): ComponentType {
  return function GuardedPage() {
    return (
      <RequireAction menuId={menuId} action={action}>
        <Page />
      </RequireAction>
    );
  };
}

/** The menu id that governs a resource: its schema's permission entry, else its route's menu entry. */
const menuIdOfResource = (resource: SchemaResource): string | undefined =>
  permissionMap.find((entry) => entry.resource === resource.options.entity)?.menuId ?? menuIdOfPath(`/${resource.name}`);

/**
 * Every resource page behind its permission (platform-core section 6): list, show and edit need
 * read, create needs create; a user without it sees the standard forbidden page.
 */
export function withPermissionGuard(resource: SchemaResource): SchemaResource {
  const menuId = menuIdOfResource(resource);
  if (!menuId) return resource;
  return {
    ...resource,
    list: guarded(resource.list, menuId, 'read'),
    show: guarded(resource.show, menuId, 'read'),
    ...(resource.edit ? { edit: guarded(resource.edit, menuId, 'read') } : {}),
    ...(resource.create ? { create: guarded(resource.create, menuId, 'create') } : {}),
  };
}
