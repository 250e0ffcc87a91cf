import { entities } from '../../../generated/entities.js';
import type { EntityField } from '../../data/typed-data-provider.js';

export const dashboardViewModel = entities['dashboard-views'];

/** The Power BI report's fields (business modules §2: client id, report id, group id, token), shown only for that type. */
export const powerBiFields: readonly EntityField<'dashboard-views'>[] = ['powerbi_client_id', 'powerbi_report_id', 'powerbi_group_id', 'powerbi_token'];

const powerBi = new Set<string>(powerBiFields);

/** Every other field, in the schema's order. */
export const commonFields = dashboardViewModel.fields.filter((field) => !powerBi.has(field.name));

export const dashboardViewDefaults = Object.fromEntries(
  dashboardViewModel.fields.filter((field) => !field.readOnly && field.default !== undefined).map((field) => [field.name, field.default]),
);
