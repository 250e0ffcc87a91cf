import type { FastifyInstance } from 'fastify';
import { minuteJob } from '../jobs/minute-job.js';
import { runSpcEvaluation, SPC_EVALUATION_JOB } from './evaluate-cards.js';

/** The module's scheduled job: the evaluation of the cards' new points every minute (README.md, Violations). */
export function registerSpcJobs(app: FastifyInstance): void {
  app.jobs.register(
    minuteJob({
      name: SPC_EVALUATION_JOB,
      run: ({ log, signal }) => runSpcEvaluation({ db: app.database.db }, { log, signal }),
      didWork: (summary) => summary.added + summary.failed > 0,
      message: 'spc evaluation',
    }),
  );
}
