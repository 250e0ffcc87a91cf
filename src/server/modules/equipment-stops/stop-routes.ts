import type { FastifyInstance } from 'fastify';

/** Stops: list, history, manual create, edit, split, annul, enable, approve/reprove, resend (README.md). */
export async function stopRoutes(_app: FastifyInstance): Promise<void> {}
