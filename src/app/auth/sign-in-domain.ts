/**
 * The `domain` query of the sign-in screen, kept past sign-out (it names the company, not the
 * session) so that every way back to sign-in lands on the same domain's screen.
 */
const key = 'plataforma.domain';

export function rememberSignInDomain(search: string): void {
  const domain = new URLSearchParams(search).get('domain')?.trim();
  if (domain) localStorage.setItem(key, domain);
  else localStorage.removeItem(key);
}

/** `/`, with `?domain=` when the last sign-in had one. */
export function signInPath(): string {
  const domain = localStorage.getItem(key);
  return domain ? `/?${new URLSearchParams({ domain })}` : '/';
}
