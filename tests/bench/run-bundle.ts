/**
 * The on-the-wire bytes of the first pages alone (the `bundle` part of `npm run bench`), merged
 * into bench/results.json: `tsx tests/bench/run-bundle.ts [distDir]` after a build.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { bundleSizes } from './bundle-size.js';
import { startChild } from './child-server.js';

const root = resolve(import.meta.dirname, '../..');
const distDir = resolve(process.argv[2] ?? join(root, 'dist'));
const port = 8293;
const work = join(root, '.tmp/bench-bundle');
const base = `http://127.0.0.1:${port}`;

await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });
const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(work, 'plant.db')}`, DIST_DIR: distDir, SEED_DEMO_SERIES: 'false', LOG_LEVEL: 'warn' };
const api = await startChild('src/server/main.ts', env, `${base}/plataforma/miscellaneous/signals/healthcheck`);
try {
  const bundle = await bundleSizes(base, distDir, { signIn: /SignInPage/, app: /AdminApp/ });
  const file = join(root, 'bench/results.json');
  const results = JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
  await writeFile(file, `${JSON.stringify({ ...results, bundle }, null, 2)}\n`);
  console.log(JSON.stringify(bundle, null, 2));
} finally {
  await api.stop();
}
