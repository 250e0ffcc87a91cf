import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { loginPage, page, readForm } from './test-provider-pages.js';

export interface TestClient {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

export interface TestProviderOptions {
  clients: TestClient[];
  /** 0 (default): any free port. */
  port?: number;
  /** The private signing keys (JWK); new ones by default. Pass another provider's to share them. */
  keys?: Record<string, unknown>[];
}

export interface TestProvider {
  issuer: string;
  port: number;
  keys: Record<string, unknown>[];
  /** Life of the next identity tokens, in seconds; negative makes them born expired. */
  idTokenTtl: number;
  close(): Promise<void>;
}

export function newSigningKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** Claims of any login typed on the provider's form: the login is the preferred username. */
function account(sub: string) {
  return { accountId: sub, claims: () => ({ sub, preferred_username: sub, email: `${sub}@sso.example.test`, email_verified: true, name: sub }) };
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the tests: public clients with
 * authorization code + PKCE, a minimal login form that accepts any login, and end-session.
 */
export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;
  const keys = options.keys ?? [newSigningKey()];
  const origins = new Set(options.clients.flatMap((client) => client.redirectUris.map((uri) => new URL(uri).origin)));
  const state: TestProvider = {
    issuer,
    port,
    keys,
    idTokenTtl: 600,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys },
    cookies: { keys: [randomUUID()] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    // Scope claims in the identity token itself, as ADFS and Entra ID send them.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, sub: string) => account(sub),
    clientBasedCORS: (_ctx: unknown, origin: string) => origins.has(origin),
    ttl: { IdToken: () => state.idTokenTtl, AccessToken: 600, AuthorizationCode: 60, Interaction: 600, Session: 3600, Grant: 3600 },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: { body: string }, form: string) => {
          ctx.body = page('Sign out', `${form}<button id="op-logout" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`);
        },
        postLogoutSuccessSource: async (ctx: { body: string }) => {
          ctx.body = page('Signed out', '<h1 id="op-signed-out">Signed out</h1>');
        },
      },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    renderError: async (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = page('Error', `<h1 id="op-error">${out.error}</h1><p>${out.error_description ?? ''}</p>`);
    },
  });
  provider.on('server_error', () => undefined);
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, String(details.params.client_id)));
      return;
    }
    const login = (await readForm(req)).get('login')?.trim();
    if (!login) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, String(details.params.client_id)));
      return;
    }
    const grant = new provider.Grant({ accountId: login, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId: login }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  handle = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    interaction(req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' }).end(error.message);
    });
  };
  return state;
}
