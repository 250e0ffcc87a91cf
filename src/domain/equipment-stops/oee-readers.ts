/**
 * Pages whose read permission lets a user read OEE figures: the OEE settings' `readBy` (schemas/oee) and the
 * OEE series route agree with this list (oee-readers.test.ts), and the dashboard widget asks it before calling them.
 */
export const OEE_READ_MENUS = ['equipment-management.stopping-chart', 'dashboard', 'settings.dashboards'] as const;
