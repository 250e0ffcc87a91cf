import { vi } from 'vitest';

/** An answer of the API: `body` as JSON, with `status` and any more headers (`Content-Range`). */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * Answers every fetch of the page under test without a server: `answer` gets the call's address,
 * resolved against the page's origin, and its init. Restored by `vi.restoreAllMocks()`.
 */
export function answerFetch(answer: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  return vi.spyOn(window, 'fetch').mockImplementation((input, init) => Promise.resolve(answer(new URL(String(input), window.location.origin), init)));
}
