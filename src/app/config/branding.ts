/**
 * Branding and API address of this host (platform-core section 3).
 * Build-time overrides: VITE_BRAND_TITLE, VITE_BRAND_COLOR, VITE_API_BASE.
 */
export interface Branding {
  title: string;
  color: string;
}

const env = import.meta.env;

export const branding: Branding = {
  title: env.VITE_BRAND_TITLE ?? 'Plataforma',
  color: env.VITE_BRAND_COLOR ?? '#1890ff',
};

/** Base of every API call, '/{product}/' on this host by default. */
export const apiBase: string = env.VITE_API_BASE ?? '/plataforma/';

/** Absolute URL of an API path such as 'CAC/actions/login'. */
export function apiUrl(path: string): string {
  return new URL(path, new URL(apiBase, window.location.origin)).href.replace(/\/$/, '');
}

/** The API address shown when the health check fails. */
export function apiAddress(): string {
  return new URL(apiBase, window.location.origin).href;
}
