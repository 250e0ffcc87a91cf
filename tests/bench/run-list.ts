/**
 * The list part of `npm run bench` alone (no build needed), merged into bench/results.json:
 * `npm run bench:list` (BENCH_SECONDS, default 10, per HTTP measurement).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { benchList, goalLine } from './list-bench.js';

const root = resolve(import.meta.dirname, '../..');
const file = join(root, 'bench/results.json');
const figures = await benchList(Number(process.env.BENCH_SECONDS ?? 10));
const results = JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
const machine = { node: process.version, database: 'sqlite (better-sqlite3, WAL)', cpus: cpus().length, loadAverage: loadavg() };
await writeFile(file, `${JSON.stringify({ ...results, date: new Date().toISOString(), machine, ...figures }, null, 2)}\n`);
console.log(JSON.stringify(figures, null, 2));
console.log(goalLine(figures.goal));
