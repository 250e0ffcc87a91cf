import type { FastifyInstance } from 'fastify';

/** Remake of a frame's stops over a period from its state tag (README.md). */
export async function detectionRoutes(_app: FastifyInstance): Promise<void> {}
