/**
 * The dashboards' two figures (dashboards issue, "Tests and figures"), each a ratio in the same run:
 * - the batched data request of a 20-widget tab against the same request for a one-widget tab (goal ≤ 2×);
 * - the first full render of a 20-widget tab in Chromium against a one-widget tab (goal ≤ 3×): from the
 *   page's navigation until every widget's body shows its data (`data-widget-state="ready"`).
 * A server of its own on a fresh SQLite database with the demo plant and its series; the built app from `dist/`.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startChild } from './child-server.js';

const root = resolve(import.meta.dirname, '../..');
const port = 8294;
const base = `http://127.0.0.1:${port}`;
const api = `${base}/plataforma`;
const rounds = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 7);
const requests = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 40);
const admin = { username: 'admin', password: 'Admin#Plant2026' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Session {
  headers: Record<string, string>;
}

async function signIn(): Promise<Session> {
  const answer = await fetch(`${api}/CAC/actions/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  }).then((r) => r.json() as Promise<{ token: string; units: { id_elemento: number }[] }>);
  return { headers: { authorization: `Bearer ${answer.token}`, 'id-element': String(answer.units[0]!.id_elemento), 'content-type': 'application/json' } };
}

async function call<T>(session: Session, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api}/${path}`, { method, headers: session.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A dashboard with one tab of `count` chart widgets, each a trend of one demo tag over the last 24 hours, four to a row. */
async function dashboardOf(session: Session, count: number, tagIds: number[]): Promise<{ id_visao: number; id_tab: number; widgets: number[] }> {
  const view = await call<{ id_visao: number }>(session, 'POST', 'GDV/entities/VISAO', { vis_descricao: `Bench ${count}`, widget_limit: 50, component_limit: 100 });
  const tab = await call<{ id_tab: number }>(session, 'POST', 'GDV/entities/VISAO_ABA', { id_visao: view.id_visao, description: `${count} widgets` });
  const widgets: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const layout = [{ breakpoint: 'lg', x: (i % 4) * 3, y: Math.floor(i / 4) * 4, w: 3, h: 4 }];
    const options = { tags: [{ id_tag: tagIds[i % tagIds.length]! }], period: 'last24h' };
    const widget = await call<{ id_widget: number }>(session, 'POST', 'GDV/entities/VISAO_WIDGET', { id_tab: tab.id_tab, title: `Trend ${i + 1}`, component: 'chart', options, layout });
    widgets.push(widget.id_widget);
  }
  return { id_visao: view.id_visao, id_tab: tab.id_tab, widgets };
}

/** Milliseconds of one batched data request for the tab, each widget 300 px wide (a quarter of a 1280 px board). */
async function timeTabData(session: Session, tab: { id_tab: number; widgets: number[] }): Promise<number> {
  const body = { id_tab: tab.id_tab, widgets: tab.widgets.map((id_widget) => ({ id_widget, width: 300 })) };
  const start = performance.now();
  await call(session, 'POST', 'GDV/queries/tab-data', body);
  return performance.now() - start;
}

/** Milliseconds from navigation to every widget of the page showing its data. */
async function timeRender(page: Page, id_visao: number, count: number): Promise<number> {
  const start = performance.now();
  await page.goto(`${base}/dashboard/${id_visao}`);
  await page.waitForFunction((n) => document.querySelectorAll('[data-widget-state="ready"]').length === n, count, { timeout: 60_000, polling: 'raf' });
  return performance.now() - start;
}

export async function benchDashboards() {
  const work = join(root, '.tmp/bench-dashboards');
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const env = { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(work, 'plant.db')}`, UPLOAD_DIR: join(work, 'uploads'), LOG_LEVEL: 'warn' };
  const server = await startChild('src/server/main.ts', env, `${api}/miscellaneous/signals/healthcheck`);
  try {
    const session = await signIn();
    const tags = await call<{ id_tag: number }[]>(session, 'GET', `MES/entities/MESTAG?range=${encodeURIComponent('[0,99]')}`);
    const tagIds = tags.map((tag) => tag.id_tag);
    const one = await dashboardOf(session, 1, tagIds);
    const twenty = await dashboardOf(session, 20, tagIds);

    const oneTimes: number[] = [];
    const twentyTimes: number[] = [];
    for (let i = 0; i < 3; i += 1) await timeTabData(session, twenty); // warm the caches and the JIT
    for (let i = 0; i < requests; i += 1) {
      oneTimes.push(await timeTabData(session, one));
      twentyTimes.push(await timeTabData(session, twenty));
    }

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    try {
      const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.getByTestId('signin-username').fill(admin.username);
      await page.getByTestId('signin-password').fill(admin.password);
      await page.getByTestId('signin-submit').click();
      await page.getByTestId('signin-submit').waitFor({ state: 'hidden' });
      await timeRender(page, twenty.id_visao, 20);
      const renderOne: number[] = [];
      const renderTwenty: number[] = [];
      for (let i = 0; i < rounds; i += 1) {
        renderOne.push(await timeRender(page, one.id_visao, 1));
        renderTwenty.push(await timeRender(page, twenty.id_visao, 20));
      }
      const dataRatio = median(twentyTimes) / median(oneTimes);
      const renderRatio = median(renderTwenty) / median(renderOne);
      return {
        tabData: {
          widgets: 'chart of one demo tag over the last 24 h, 300 px wide',
          requests,
          // The demo plant has fewer tags than widgets, so some widgets read the same tag (read once per request).
          distinctTags: new Set(Array.from({ length: 20 }, (_, i) => tagIds[i % tagIds.length])).size,
          oneWidgetMedianMs: median(oneTimes),
          twentyWidgetsMedianMs: median(twentyTimes),
          ratio: dataRatio,
          goal: '≤ 2',
          met: dataRatio <= 2,
        },
        firstRender: {
          browser: 'Chromium (Debian), 1400 × 1000',
          rounds,
          oneWidgetMedianMs: median(renderOne),
          twentyWidgetsMedianMs: median(renderTwenty),
          ratio: renderRatio,
          goal: '≤ 3',
          met: renderRatio <= 3,
        },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
