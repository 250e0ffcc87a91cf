/** What a Sentry-compatible DSN (`https://<key>@<host>[/<path>]/<project>`) says about where events go. */
export interface SentryTarget {
  dsn: string;
  publicKey: string;
  /** `<origin>[/<path>]/api/<project>/envelope/`. */
  envelopeUrl: string;
}

/** The target of a DSN; throws a message naming SENTRY_DSN for anything else, so a bad setting stops the start. */
export function parseSentryDsn(dsn: string): SentryTarget {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error(`SENTRY_DSN must be a DSN such as https://key@sentry.example/42, got "${dsn}"`);
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!['http:', 'https:'].includes(url.protocol) || !url.username || !project || !/^\d+$/.test(project)) {
    throw new Error(`SENTRY_DSN must be a DSN such as https://key@sentry.example/42, got "${dsn}"`);
  }
  const prefix = segments.length ? `/${segments.join('/')}` : '';
  return { dsn, publicKey: decodeURIComponent(url.username), envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/` };
}
