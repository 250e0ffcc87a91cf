import { hostKeyOf } from '../../domain/branding/host-key.js';
import { api } from '../api/api-client.js';
import { branding, type Branding } from '../config/branding.js';
import { applyToDocument } from './document-branding.js';

/** The sign-in screen waits at most this long for the branding; then it shows the defaults. */
export const brandingTimeoutMs = 2500;

const colour = /^#[0-9a-fA-F]{6}$/;
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The answer of `GET config/{key}` as Branding; anything malformed keeps the build's value. */
export function brandingFromAnswer(answer: unknown, fallback: Branding): Branding {
  const data = (answer as { data?: Record<string, unknown> } | null)?.data ?? {};
  const color = text(data.color);
  return {
    title: text(data.title) ?? fallback.title,
    color: color && colour.test(color) ? color : fallback.color,
    logo: text(data.logo),
    logoWhite: text(data.logo_white) ?? text(data.logoWhite),
    favicon: text(data.favicon),
  };
}

/**
 * Loads this host's branding (key from `location.host`, see src/domain/branding/host-key.ts) into
 * `branding`, which the themes, the sign-in screen and the shell read, and paints the tab.
 * Called once before the first render; a failure or a slow answer leaves the defaults.
 */
export async function loadHostBranding(host = window.location.host): Promise<void> {
  try {
    const answer = await api(`config/${hostKeyOf(host)}`, { auth: 'public', signal: AbortSignal.timeout(brandingTimeoutMs) });
    Object.assign(branding, brandingFromAnswer(answer, branding));
  } catch {
    // Offline, slow or no API: the build's branding stands.
  }
  applyToDocument(branding);
}
