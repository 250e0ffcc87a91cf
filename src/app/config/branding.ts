/**
 * Branding and API address of this host (platform-core section 3).
 * Build-time overrides: VITE_BRAND_TITLE, VITE_BRAND_COLOR, VITE_API_BASE, VITE_PRODUCT.
 */
import { mobileMode } from '../mobile/runtime-mode.js';
import { storedApiBase } from '../mobile/api-address-store.js';

export interface Branding {
  title: string;
  color: string;
  /** From the host's record (`GET config/{key}`, src/app/branding/): URLs or data URIs. */
  logo?: string;
  logoWhite?: string;
  favicon?: string;
}

const env = import.meta.env;

/** Filled in with the host's branding by src/app/branding/host-branding.ts before the first render. */
export const branding: Branding = {
  title: env.VITE_BRAND_TITLE ?? 'Plataforma',
  color: env.VITE_BRAND_COLOR ?? '#1890ff',
};

/** The API's path segment (the server's PRODUCT). */
export const product: string = env.VITE_PRODUCT ?? 'plataforma';

/**
 * Base of every API call (all go through apiUrl): '/{product}/' on this host by default; in the
 * native variant the API address entered at sign-in plus '/{product}/' (src/app/mobile/).
 */
export function apiBase(): string {
  return (mobileMode() && storedApiBase(product)) || (env.VITE_API_BASE ?? `/${product}/`);
}

/** Absolute URL of an API path such as 'CAC/actions/login'. */
export function apiUrl(path: string): string {
  return new URL(path, new URL(apiBase(), window.location.origin)).href.replace(/\/$/, '');
}

/** The API address shown when the health check fails. */
export function apiAddress(): string {
  return new URL(apiBase(), window.location.origin).href;
}
