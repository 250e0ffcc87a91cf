import type { FastifyInstance } from 'fastify';

/** README.md, Routes. */
export async function actionRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
