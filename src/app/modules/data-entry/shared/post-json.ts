import type { HttpClient } from './series-api.js';

/** POST of a JSON body to an API path; the answer's `data`. */
export async function postJson<T>(http: HttpClient, path: string, body: unknown): Promise<T> {
  const { json } = await http(path, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
}
