import type { FastifyInstance } from 'fastify';

/** README.md, Routes. */
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
