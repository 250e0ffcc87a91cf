/**
 * A browser command for component tests: the Power BI service's embedding page, served by the test browser itself
 * (Playwright routing) from the local stand-in `powerbi-stand-in.html`, so powerbi-client embeds the real way (its
 * address check wants an https Power BI host) while nothing leaves the machine. In a test:
 * `await commands.servePowerBiStandIn()`, then embed `https://app.powerbi.com/reportEmbed?...&standInStatus=403`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserCommand } from 'vitest/node';
import type { BrowserContext } from 'playwright';

export const POWERBI_STAND_IN_URL = 'https://app.powerbi.com/reportEmbed**';

const routed = new WeakSet<BrowserContext>();

export const servePowerBiStandIn: BrowserCommand<[]> = async (ctx) => {
  const context = (ctx as unknown as { context: BrowserContext }).context;
  if (routed.has(context)) return;
  routed.add(context);
  const page = readFileSync(resolve(import.meta.dirname, 'powerbi-stand-in.html'), 'utf8');
  await context.route(POWERBI_STAND_IN_URL, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: page }));
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    servePowerBiStandIn: () => Promise<void>;
  }
}
