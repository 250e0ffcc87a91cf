import { generatedResources } from '../../../generated/resources.js';
import { ParametersWithJobs } from '../../modules/jobs/ParametersWithJobs.js';
import type { SchemaResource } from '../schema-resource.js';

/** Client parameters: the generated one-form page, with the background jobs below it for administrators (modules/jobs). */
export const resource: SchemaResource = { ...generatedResources.parameters, list: ParametersWithJobs, show: ParametersWithJobs };
