import type { IncomingMessage } from 'node:http';
import helmet from 'helmet';
import { ssoProviderOrigins } from '../../modules/auth/sso-origins-repository.js';
import { everyClientIframeOrigin } from '../../modules/dashboards/widgets/widget-iframe-origin.js';
import { sharedPlugin } from '../shared-plugin.js';
import { spaDirectives } from './content-security-policy.js';

// helmet itself, not @fastify/helmet: that plugin builds the whole middleware again for every request
// (helmet(options) per call, its directives parsed each time); built once here, only the policy's
// request-dependent sources run per request.

export interface SecurityHeadersOptions {
  product: string;
  embedOrigins: readonly string[];
}

/**
 * helmet on every answer: the SPA's Content-Security-Policy (frame-ancestors replaces
 * X-Frame-Options, which cannot allow a list of sites), nosniff, no referrer. A page request
 * looks up the single sign-on providers and the dashboards' iframe origins first, so a provider or
 * an origin configured a moment ago works at once.
 */
export const securityHeadersPlugin = sharedPlugin<SecurityHeadersOptions>('security-headers', async (app, { product, embedOrigins }) => {
  const providers = new WeakMap<IncomingMessage, string[]>();
  const frames = new WeakMap<IncomingMessage, string[]>();
  const powerBiOrigin = new URL(app.config.powerbiEmbedUrl).origin;
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || path.startsWith(`/${product}/`) || /\.(?!html$)[^/.]*$/.test(path)) return;
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
  });
  const headers = helmet({
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
  app.addHook('onRequest', (request, reply, done) => headers(request.raw, reply.raw, () => done()));
});
