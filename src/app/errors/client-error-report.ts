import type { ClientDescription } from './describe-client.js';

/** The body of `POST LOG/actions/clientError`, within the server's limits. */
export interface ClientErrorReport extends ClientDescription {
  message: string;
  stack: string | null;
  url: string;
}

const limits = { description: 200, message: 2000, stack: 16_000, url: 2000 };

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * What is known of an error, cut to the server's limits. The address keeps only origin and path:
 * a query or hash may hold a single sign-on code or a session token.
 */
export function clientErrorReport(error: unknown, client: ClientDescription, location: { origin: string; pathname: string }): ClientErrorReport {
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, limits.stack) : null;
  return {
    browser: client.browser.slice(0, limits.description),
    os: client.os.slice(0, limits.description),
    device: client.device.slice(0, limits.description),
    message: (messageOf(error) || 'Unknown error').slice(0, limits.message),
    stack,
    url: `${location.origin}${location.pathname}`.slice(0, limits.url),
  };
}

/** At most this many reports per page load: a render loop must not flood the API. */
export const maxReportsPerPage = 10;

/** A reporter that sends each distinct error once, up to `maxReportsPerPage`, and never throws. */
export function createErrorReporter(send: (report: ClientErrorReport) => Promise<unknown>) {
  const seen = new Set<string>();
  return (report: ClientErrorReport): boolean => {
    const key = `${report.message}\n${report.stack ?? ''}`;
    if (seen.size >= maxReportsPerPage || seen.has(key)) return false;
    seen.add(key);
    send(report).catch(() => undefined);
    return true;
  };
}
