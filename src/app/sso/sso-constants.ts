/** The identity-library constants of platform-core section 9, where a redirect sign-in uses them. */
export const ssoConstants = {
  /** Hidden-frame renewal timeout; also bounds each call to the provider (discovery, token). */
  renewalTimeoutMs: 6000,
  /** Popup size, kept for a popup sign-in; this app redirects. */
  popup: { width: 483, height: 600 },
  /** A cached token counts as expired this long before its expiry. */
  expiryOffsetSeconds: 300,
  /** Life of a token whose answer gives no expiry. */
  defaultTokenLifeSeconds: 3599,
  /** Scopes asked of the provider: the identity and the claims that name the person. */
  scope: 'openid profile email',
} as const;

/** The sign-in screen is also the callback: the provider sends the browser back here. */
export const callbackPath = '/login';

/** Session storage by default (section 9): the single sign-on state of one tab ends with the tab. */
export const ssoStorage = (): Storage => window.sessionStorage;
export const ssoStoragePrefix = 'plataforma.sso.';
