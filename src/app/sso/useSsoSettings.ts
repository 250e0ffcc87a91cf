import { useEffect, useState } from 'react';
import type { SsoSettings } from '../../domain/sso/sso-identity.js';
import { fetchSsoSettings } from './sso-api.js';

export interface SsoSettingsState {
  settings: SsoSettings | null;
  /** The server could not say whether the domain has settings. */
  failed: boolean;
}

/** The sign-in page's `?domain=` value, as settings are stored (trimmed, lower case). */
export function domainOf(search: string): string | undefined {
  return new URLSearchParams(search).get('domain')?.trim().toLowerCase() || undefined;
}

/** The domain's single sign-on settings; none without a domain or when it has none. */
export function useSsoSettings(domain: string | undefined): SsoSettingsState {
  const [state, setState] = useState<SsoSettingsState>({ settings: null, failed: false });
  useEffect(() => {
    setState({ settings: null, failed: false });
    if (!domain) return;
    let active = true;
    fetchSsoSettings(domain).then(
      (settings) => active && setState({ settings, failed: false }),
      () => active && setState({ settings: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [domain]);
  return state;
}
