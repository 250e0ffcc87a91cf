/** The spec's Power BI load messages (business modules §8: "Power BI 401, 403, 404, 500 and unexpected load error"). */
export const POWERBI_ERRORS = ['unauthorized', 'forbidden', 'notFound', 'serverError', 'unexpected'] as const;
export type PowerBiError = (typeof POWERBI_ERRORS)[number];

export const powerBiErrorKey = (error: PowerBiError) => `dashboards.powerbi.errors.${error}`;

/** powerbi-models' `TraceType`: an error event below `Error` (information, verbose, a warning) is no failure to show. */
const TRACE_ERROR = 3;

const byStatus: Readonly<Record<number, PowerBiError>> = { 401: 'unauthorized', 403: 'forbidden', 404: 'notFound', 500: 'serverError' };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const statusOf = (value: unknown): number | undefined => {
  const status = typeof value === 'number' ? value : typeof value === 'string' && /^\d{3}$/.test(value.trim()) ? Number(value) : undefined;
  return status;
};

/** The HTTP status an error names: its `errorCode` (Power BI's load failures carry the status there), else an `errorInfo` entry about the status. */
function httpStatusOf(error: Record<string, unknown>): number | undefined {
  const code = statusOf(error.errorCode);
  if (code !== undefined) return code;
  const details = isObject(error.technicalDetails) ? error.technicalDetails.errorInfo : undefined;
  if (!Array.isArray(details)) return undefined;
  const entry = details.find((info) => isObject(info) && typeof info.key === 'string' && /status/i.test(info.key));
  return isObject(entry) ? statusOf(entry.value) : undefined;
}

/**
 * What an `error` event of powerbi-client's embedded report means for the page (its `detail` is powerbi-models'
 * `IError`: `errorCode`, `level`, `technicalDetails`): 401, 403, 404 and 500 their own message, 501–599 the server's,
 * any other failure the unexpected one; null for an event that is no failure (below `TraceType.Error`). See
 * https://learn.microsoft.com/javascript/api/overview/powerbi/handle-errors and "override error messages".
 */
export function powerBiErrorOf(detail: unknown): PowerBiError | null {
  if (!isObject(detail)) return 'unexpected';
  if (typeof detail.level === 'number' && detail.level < TRACE_ERROR) return null;
  const status = httpStatusOf(detail);
  if (status === undefined) return 'unexpected';
  return byStatus[status] ?? (status > 500 && status < 600 ? 'serverError' : 'unexpected');
}
