import type { FastifyInstance } from 'fastify';
import { product, type ApiResponse } from './api-client.js';

export interface HttpCall {
  token: string;
  headers?: Record<string, string>;
}

/**
 * Calls over real sockets: the app listens on a free 127.0.0.1 port, so requests fired together
 * are handled concurrently (each on its own connection, interleaving on the database pool),
 * unlike inject, which is in-process.
 */
export async function httpClient(app: FastifyInstance) {
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });

  async function send(method: string, path: string, body: BodyInit | undefined, call: HttpCall, type?: string): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...call.headers, authorization: `Bearer ${call.token}` };
    if (type) headers['content-type'] = type;
    const response = await fetch(`${origin}${product}/${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, text, headers: Object.fromEntries(response.headers) };
  }

  return {
    post: (path: string, body: unknown, call: HttpCall) => send('POST', path, JSON.stringify(body), call, 'application/json'),
    put: (path: string, body: unknown, call: HttpCall) => send('PUT', path, JSON.stringify(body), call, 'application/json'),
    /** A multipart form with one file part, as the browser's FormData sends it (fetch sets the boundary). */
    upload(path: string, file: { name: string; type: string; content: string }, call: HttpCall) {
      const form = new FormData();
      form.append('file', new Blob([file.content], { type: file.type }), file.name);
      return send('POST', path, form, call);
    },
  };
}

export type HttpClient = Awaited<ReturnType<typeof httpClient>>;

/** How many answers had each status, e.g. `{ 200: 3, 406: 17 }`. */
export function statusCounts(responses: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
