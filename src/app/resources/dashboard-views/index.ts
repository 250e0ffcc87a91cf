import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { DashboardViewCreate } from './DashboardViewCreate.js';
import { DashboardViewEdit } from './DashboardViewEdit.js';

/** Dashboards: the generated resource with a form that shows the Power BI report's fields only for a Power BI dashboard. */
export const resource: SchemaResource = { ...generatedResources['dashboard-views'], create: DashboardViewCreate, edit: DashboardViewEdit };
