import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { ActivityLogList } from './ActivityLogList.js';

/** The activity log: the generated journal resource (list and show only) with its filters by user, type, kind and day. */
export const resource: SchemaResource = { ...generatedResources['activity-log'], list: ActivityLogList };
