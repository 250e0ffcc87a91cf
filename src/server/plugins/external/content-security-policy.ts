import type { IncomingMessage } from 'node:http';

/** The one page other sites may frame (platform-core section 1); every other page refuses framing. */
export const embeddablePath = '/iframe/component';

export interface PolicySources {
  /** `EMBED_ORIGINS`: the sites that may frame `/iframe/component`. */
  embedOrigins: readonly string[];
  /** The single sign-on providers the page talks to, looked up for the request. */
  connectOrigins: (request: IncomingMessage) => readonly string[];
  /** The sites a dashboard's iframe widget may show (every client's `dashboard_iframe_origins`), looked up for the request. */
  frameOrigins?: (request: IncomingMessage) => readonly string[];
}

const pathOf = (request: IncomingMessage) => (request.url ?? '').split('?')[0];

/**
 * The SPA's Content-Security-Policy (helmet directives). Scripts only from the app's own files
 * (the build has no inline script); 'unsafe-eval' because the forms' Ajv compiles its
 * validators with `new Function` (no injected markup can run through it). Styles also inline:
 * MUI's emotion writes <style> elements at run time, and a nonce would need a per-request
 * index.html, which defeats its caching.
 */
export function spaDirectives({ embedOrigins, connectOrigins, frameOrigins = () => [] }: PolicySources) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", (request: IncomingMessage) => connectOrigins(request).join(' ')],
    frameSrc: ["'self'", (request: IncomingMessage) => frameOrigins(request).join(' ')],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: [(request: IncomingMessage) => (pathOf(request) === embeddablePath ? ["'self'", ...embedOrigins].join(' ') : "'none'")],
  };
}
