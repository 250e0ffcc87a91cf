import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { ssoProviderOrigins } from '../../modules/auth/sso-origins-repository.js';
import { everyClientIframeOrigin } from '../../modules/dashboards/widgets/widget-iframe-origin.js';
import { sharedPlugin } from '../shared-plugin.js';
import { spaDirectives } from './content-security-policy.js';

// helmet itself, not @fastify/helmet: that plugin builds the whole middleware again for every request
// (helmet(options) per call, its directives parsed each time); built once here, only the policy's
// request-dependent sources run per request, and only for a page.

export interface SecurityHeadersOptions {
  product: string;
  embedOrigins: readonly string[];
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** A page of the SPA: a GET outside the API that names no file (`/settings/tags`, `/`, `/index.html`). */
function isPageRequest(request: FastifyRequest, product: string): boolean {
  if (request.method !== 'GET' || request.url.startsWith(`/${product}/`)) return false;
  const path = request.url.split('?')[0] ?? '';
  return !/\.(?!html$)[^/.]*$/.test(path);
}

/** The headers `middleware` sets for a request to `url` whose request-dependent sources are empty. */
function headersFor(middleware: Middleware, url: string): [string, string][] {
  const set = new Map<string, string>();
  const response = { setHeader: (name: string, value: string) => set.set(name, String(value)), removeHeader: () => {} };
  middleware({ url, method: 'GET', headers: {} } as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...set];
}

/**
 * helmet on every answer: the SPA's Content-Security-Policy (frame-ancestors replaces
 * X-Frame-Options, which cannot allow a list of sites), nosniff, no referrer. A page request
 * looks up the single sign-on providers and the dashboards' iframe origins first, so a provider or
 * an origin configured a moment ago works at once. Every other answer (the API, the build's files)
 * has no request-dependent source: it gets the same headers, computed once at start.
 */
export const securityHeadersPlugin = sharedPlugin<SecurityHeadersOptions>('security-headers', async (app, { product, embedOrigins }) => {
  const providers = new WeakMap<IncomingMessage, string[]>();
  const frames = new WeakMap<IncomingMessage, string[]>();
  const powerBiOrigin = new URL(app.config.powerbiEmbedUrl).origin;
  const headers: Middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: spaDirectives({
        embedOrigins,
        connectOrigins: (request) => providers.get(request) ?? [],
        // A Power BI dashboard frames its report from the configured embedding service (POWERBI_EMBED_URL).
        frameOrigins: (request) => [...(frames.get(request) ?? []), powerBiOrigin],
      }),
    },
    xFrameOptions: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  const fixedHeaders = headersFor(headers, `/${product}/`);

  async function lookUpPageSources(request: FastifyRequest): Promise<void> {
    try {
      providers.set(request.raw, await ssoProviderOrigins(app.database.db));
    } catch (error) {
      request.log.warn({ err: error }, 'single sign-on origins not readable; connect-src keeps only the app');
    }
    try {
      frames.set(request.raw, await everyClientIframeOrigin(app.database.db));
    } catch (error) {
      request.log.warn({ err: error }, 'dashboard iframe origins not readable; frame-src keeps only the app');
    }
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (!isPageRequest(request, product)) {
      for (const [name, value] of fixedHeaders) reply.raw.setHeader(name, value);
      return done();
    }
    void lookUpPageSources(request).then(() => headers(request.raw, reply.raw, () => done()));
  });
});
