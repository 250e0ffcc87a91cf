import type { CrudAction } from '../../../domain/entities/entity-model.js';
import type { Permissions } from '../access/permissions.js';

/** The page of the unit's alert movements; its permissions govern working alerts (platform-core section 6). */
export const OPERATIONAL_ALERTS_MENU = 'operational-alerts';
/** The settings page of alert configurations. */
export const ALERTS_CONFIGURATION_MENU = 'settings.alerts.alerts-configuration';

type Access = { isAdmin: boolean; permissions: Permissions };

const granted = (access: Access, menu: string, action: CrudAction): boolean => access.isAdmin || access.permissions.get(menu)?.has(action) === true;

/**
 * `ALE/actions/raise`: create on operational-alerts (someone who works alerts may raise one by hand) or on
 * the alerts configuration (an integration account set up with the alerts). Admins always.
 */
export const mayRaise = (access: Access): boolean => granted(access, OPERATIONAL_ALERTS_MENU, 'create') || granted(access, ALERTS_CONFIGURATION_MENU, 'create');

/** Chat, cause and notify: create on operational-alerts (platform-core section 6). */
export const mayWorkAlerts = (access: Access): boolean => granted(access, OPERATIONAL_ALERTS_MENU, 'create');

/** The operational-alerts page and any movement of the unit. */
export const mayReadAlerts = (access: Access): boolean => granted(access, OPERATIONAL_ALERTS_MENU, 'read');
