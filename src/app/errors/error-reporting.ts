import { sessionHeaders } from '../auth/session-store.js';
import { apiUrl } from '../config/branding.js';
import { clientErrorReport, createErrorReporter, type ClientErrorReport } from './client-error-report.js';
import { describeClient } from './describe-client.js';

/** The API's error-reporting call (platform-core section 7's "client events ... error-reporting service"). */
export const clientErrorPath = 'LOG/actions/clientError';

// keepalive: an error just before the page is left still arrives. The session headers, when signed
// in, let the server note the user and unit; before sign-in the report goes without them.
const send = (report: ClientErrorReport) =>
  fetch(apiUrl(clientErrorPath), {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...sessionHeaders() },
    body: JSON.stringify(report),
  });

const reporter = createErrorReporter(send);

/** Reports an error with this browser's description; never throws. */
export function reportClientError(error: unknown): void {
  try {
    reporter(clientErrorReport(error, describeClient(navigator.userAgent, window.screen), window.location));
  } catch {
    // Reporting must never become the next error.
  }
}

/** Errors nothing caught: thrown in a handler or a timer, or a promise rejected without a handler. */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));
}
