/**
 * Where a list request's time goes: the list server of `npm run bench:list` (its database must
 * exist: run the bench once) under `node --cpu-prof` and the bench's load, then the functions with
 * the most self time. `npx tsx tests/bench/profile-list.ts [seconds]`; the profile stays in
 * .tmp/bench-list/profile/ for Chrome's DevTools.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { entities } from '../../src/generated/entities.js';
import { startChild } from './child-server.js';
import { measureHttp } from './measure-http.js';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

const root = resolve(import.meta.dirname, '../..');
const work = join(root, '.tmp/bench-list');
const profileDir = join(work, 'profile');
const port = 8293;
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.argv[2] ?? 10);

await rm(profileDir, { recursive: true, force: true });
const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(work, 'plant.db')}`, LOG_LEVEL: 'warn', SEED_DEMO_SERIES: 'false' };
const api = await startChild('src/server/main.ts', env, `${base}/plataforma/miscellaneous/signals/healthcheck`, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
const login = await fetch(`${base}/plataforma/CAC/actions/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'Admin#Plant2026' }),
}).then((r) => r.json());
const query = new URLSearchParams({ sort: '["code","ASC"]', range: '[0,24]', filter: '{"active":"S"}' });
const headers = { authorization: `Bearer ${login.token}`, 'id-element': String(login.units[0].id_elemento) };
const figures = await measureHttp(`${base}/plataforma/${entities['units-of-measurement'].api}?${query}`, headers, seconds);
await api.stop();

const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
const profile = JSON.parse(await readFile(join(profileDir, file!), 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
const total = profile.samples.length;
const nameOf = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) =>
  `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(`file://${root}/`, '')}:${lineNumber + 1}`;
const parent = new Map<number, ProfileNode>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
// Self time: the samples taken in the function itself; total time: those with it anywhere on the stack.
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + hits);
  const onStack = new Set<string>();
  for (let at: ProfileNode | undefined = node; at; at = parent.get(at.id)) onStack.add(nameOf(at));
  for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + hits);
}
const top = (counts: Map<string, number>, n: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([where, hits]) => `${((100 * hits) / total).toFixed(1).padStart(5)}%  ${where}`)
    .join('\n');
console.log(JSON.stringify(figures));
console.log(`self time\n${top(self, 30)}\n\ntotal time (the project's code)\n${top(new Map([...inclusive].filter(([name]) => name.includes(' src/'))), 40)}`);
// Self time by package (or the project's folder), since async calls hide who called whom.
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const url = node.callFrame.url;
  const group = url.includes('node_modules/')
    ? url.replace(/^.*node_modules\//, '').split('/').slice(0, url.includes('node_modules/@') ? 2 : 1).join('/')
    : url.startsWith(`file://${root}/`)
      ? url.replace(`file://${root}/`, '').split('/').slice(0, 3).join('/')
      : url.startsWith('node:')
        ? 'node:' + url.slice(5).split('/')[0]
        : node.callFrame.functionName || '(native)';
  byPackage.set(group, (byPackage.get(group) ?? 0) + (node.hitCount ?? 0));
}
console.log(`\nself time by package or folder\n${top(byPackage, 25)}`);
