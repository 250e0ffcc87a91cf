import { apiRequest } from '../api/api-client.js';
import { clientErrorReport, createErrorReporter, type ClientErrorReport } from './client-error-report.js';
import { describeClient } from './describe-client.js';

/** The API's error-reporting call (platform-core section 7's "client events ... error-reporting service"). */
export const clientErrorPath = 'LOG/actions/clientError';

// keepalive: an error just before the page is left still arrives. `optional`: the session headers,
// when signed in, let the server note the user and unit; before sign-in the report goes without
// them, and a refusal (even a 401) never signs anyone out. A failed report only rejects, and the
// reporter swallows that rejection, so reporting cannot loop on its own failure.
const send = (report: ClientErrorReport) => apiRequest(clientErrorPath, { method: 'POST', json: report, keepalive: true, auth: 'optional' });

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
