/**
 * The jobs view's answer (`GET SYS/queries/jobs`), written once as JSON Schema beside the server module
 * (`src/server/modules/jobs/schemas/`) and generated into api-types.ts; server and app read it from here.
 */
import type { JobRunView } from '../../generated/api-types.js';

export type { JobListAnswer, JobOverview, JobRunView } from '../../generated/api-types.js';

export type JobRunStatus = JobRunView['status'];
