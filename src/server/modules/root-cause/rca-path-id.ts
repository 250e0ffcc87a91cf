import type { FastifyRequest } from 'fastify';

/** Ids are 32-bit integers on PostgreSQL: a larger one names no record. */
export const MAX_ID = 2_147_483_647;

/** The record id of the path: digits only and at most MAX_ID, else `missing()` (a 404 of the record's kind). */
export function pathId(request: FastifyRequest, missing: () => Error, name = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  const id = /^[0-9]{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_ID)) throw missing();
  return id;
}
