import { createHash, randomBytes } from 'node:crypto';

export interface CodeFlowRequest {
  clientId: string;
  redirectUri: string;
  /** What the person types on the provider's login form. */
  login: string;
  nonce?: string;
  scope?: string;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** Cookies by name, enough for one provider on one host. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
      }
    },
  };
}

/**
 * Signs in on the test provider the way a browser would (authorization request, login form,
 * redirect with a code, PKCE token exchange) and returns the identity token it issues.
 */
export async function identityTokenFrom(issuer: string, request: CodeFlowRequest): Promise<string> {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const authorize = new URL('/auth', issuer);
  authorize.search = new URLSearchParams({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: request.scope ?? 'openid profile email',
    state,
    nonce: request.nonce ?? base64url(randomBytes(16)),
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();

  const jar = cookieJar();
  let next = authorize.href;
  let body: string | undefined;
  for (let hop = 0; hop < 10 && !next.startsWith(request.redirectUri); hop += 1) {
    const response = await fetch(next, {
      redirect: 'manual',
      method: body ? 'POST' : 'GET',
      body,
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    });
    jar.store(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) next = new URL(location, next).href;
    else if (response.status === 200 && /name="login"/.test(await response.text())) body = new URLSearchParams({ login: request.login }).toString();
    else throw new Error(`the provider answered ${response.status} at ${next}`);
  }
  const answer = new URL(next).searchParams;
  if (answer.get('state') !== state || !answer.get('code')) throw new Error(`no code came back: ${next}`);

  const token = await fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: answer.get('code')!,
      redirect_uri: request.redirectUri,
      client_id: request.clientId,
      code_verifier: verifier,
    }),
  });
  const tokens = (await token.json()) as { id_token?: string; error?: string };
  if (!tokens.id_token) throw new Error(`no identity token: ${JSON.stringify(tokens)}`);
  return tokens.id_token;
}
