import type { FastifyInstance } from 'fastify';

export const product = '/plataforma';

export interface ApiResponse {
  status: number;
  body: any;
  text: string;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Sent as is, with Content-Type application/json. */
  raw?: string;
  query?: Record<string, unknown>;
}

function queryString(query: Record<string, unknown> = {}): string {
  const entries = Object.entries(query).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

/** Calls below `/{product}/` the way the SPA does, through Fastify's inject. */
export function apiClient(app: FastifyInstance) {
  async function call(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<ApiResponse> {
    const url = `${path.startsWith('/') ? path : `${product}/${path}`}${queryString(options.query)}`;
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const payload = options.raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const response = await app.inject({ method: method as any, url, headers, payload });
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      parsed = undefined;
    }
    return { status: response.statusCode, body: parsed, text: response.body, headers: response.headers };
  }

  return {
    call,
    get: (path: string, options?: CallOptions) => call('GET', path, undefined, options),
    post: (path: string, body?: unknown, options?: CallOptions) => call('POST', path, body, options),
    put: (path: string, body?: unknown, options?: CallOptions) => call('PUT', path, body, options),
    delete: (path: string, options?: CallOptions) => call('DELETE', path, undefined, options),
    async login(username: string, password: string): Promise<string> {
      const response = await call('POST', 'CAC/actions/login', { username, password });
      if (response.status !== 200) throw new Error(`login ${username} failed: ${response.status} ${response.text}`);
      return response.body.token;
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
