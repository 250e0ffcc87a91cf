import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { ApiError } from '../../core/api-error.js';
import { sharedPlugin } from '../shared-plugin.js';

/** 429 with `Retry-After`; the sign-in screen shows the message key. */
export const tooManySignIns = () => new ApiError(429, 'TOO_MANY_REQUESTS', 'auth.signin.tooManyAttempts');

/**
 * @fastify/rate-limit, used only by the routes that opt in (the sign-in routes). Its counts
 * live in this process's memory: a guard against one address hammering one process; the
 * per-name count and lock in the database (sign-in-attempt-repository.ts) is what holds
 * across processes.
 */
export const signInRateLimitPlugin = sharedPlugin('sign-in-rate-limit', async (app) => {
  await app.register(fastifyRateLimit, { global: false, errorResponseBuilder: () => tooManySignIns() });
});

/** Route options of a sign-in route: `SIGN_IN_RATE_LIMIT` calls a minute from one address. */
export function signInThrottle(app: FastifyInstance): RouteShorthandOptions {
  return { config: { rateLimit: { max: app.config.signInRateLimit, timeWindow: 60_000 } } };
}
