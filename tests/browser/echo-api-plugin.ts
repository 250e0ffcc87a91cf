/**
 * A tiny real API for component tests in the browser, served by the test's own Vite server (same
 * origin, so the app's `apiUrl` reaches it unchanged) under `/{product}/__echo__/`:
 * - `echo`: answers 200 with the method, the headers the app sent, the query and the body text;
 * - `status/{n}`: answers status n with the JSON body it was sent (an API refusal as the test wants it);
 * - `file`: answers a small PNG-typed blob;
 * - `slow`: answers after two seconds (for aborting).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((done) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
  });

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(body === undefined ? '' : JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://test');
  const [route, arg] = url.pathname.replace(/^\//, '').split('/');
  const body = await readBody(req);
  if (route === 'echo') return answer(res, 200, { method: req.method, headers: req.headers, query: Object.fromEntries(url.searchParams), body });
  if (route === 'status') return answer(res, Number(arg), body ? JSON.parse(body) : undefined);
  if (route === 'file') {
    res.setHeader('Content-Type', 'image/png');
    return void res.end(Buffer.from('not really a png'));
  }
  if (route === 'slow') return void setTimeout(() => answer(res, 200, { data: 'late' }), 2000);
  answer(res, 404, { error: { code: 'NOT_FOUND', message: 'global.error.messages.notFound' } });
}

export function echoApi(product = 'plataforma'): Plugin {
  return {
    name: 'echo-api',
    configureServer(server) {
      server.middlewares.use(`/${product}/__echo__`, (req, res) => void handle(req, res));
    },
  };
}
