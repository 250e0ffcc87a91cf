/**
 * The iframe component's origins (RFC 6454: scheme, host and port). A widget may show a page only from an origin the
 * client's parameters allow (`dashboard_iframe_origins`); both sides are compared after the WHATWG URL parser has
 * normalised them (lower-case host, default port dropped).
 */
export function iframeOriginOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The parameters' `dashboard_iframe_origins` (`[{ origin }]`, or its JSON text) as normalised origins. */
export function allowedIframeOrigins(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const origins = list.map((item) => iframeOriginOf((item as { origin?: unknown } | null)?.origin));
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

export function isIframeUrlAllowed(url: unknown, origins: readonly string[]): boolean {
  const origin = iframeOriginOf(url);
  return origin !== null && origins.includes(origin);
}
