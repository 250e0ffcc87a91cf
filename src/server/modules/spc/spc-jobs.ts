import type { FastifyInstance } from 'fastify';
import { runSpcEvaluation, SPC_EVALUATION_JOB } from './evaluate-cards.js';

/** The module's scheduled job: the evaluation of the cards' new points every minute (README.md, Violations). */
export function registerSpcJobs(app: FastifyInstance): void {
  app.jobs.register({
    name: SPC_EVALUATION_JOB,
    intervalSeconds: 60,
    retry: { limit: 1, delaySeconds: 30 },
    timeoutSeconds: 10 * 60,
    async handler({ log, signal }) {
      const summary = await runSpcEvaluation({ db: app.database.db }, { log, signal });
      if (summary.added + summary.failed > 0) log.info(summary, 'spc evaluation');
    },
  });
}
