import type { FastifyInstance } from 'fastify';

/** Pareto of stops and OEE (README.md). */
export async function analyticsRoutes(_app: FastifyInstance): Promise<void> {}
