import type { FastifyInstance } from 'fastify';

/** README.md, Routes. */
export async function effectRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
