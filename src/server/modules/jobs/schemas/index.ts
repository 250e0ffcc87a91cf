import { resolveRefs, route, sharedShapes } from '../../../route-schemas/route-schema.js';
import jobListAnswer from './job-list.answer.schema.json' with { type: 'json' };
import jobOverview from './job-overview.schema.json' with { type: 'json' };
import jobRunData from './job-run-data.schema.json' with { type: 'json' };
import jobRun from './job-run.schema.json' with { type: 'json' };

const shared = sharedShapes({ 'job-run-data.schema.json': jobRunData, 'job-run.schema.json': jobRun, 'job-overview.schema.json': jobOverview });

/** The jobs view's route (job-routes.ts). */
export const jobRouteSchemas = {
  jobList: route('GET', '/SYS/queries/jobs', 'JobList', { answer: resolveRefs(jobListAnswer as Record<string, unknown>, shared) }),
};
