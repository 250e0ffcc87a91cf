import type { FieldErrors } from '../../../../domain/validation/field-errors.js';
import { expiryError, TOKEN_NAME_MAX } from '../../tokens/token-input.js';
import type { EmbedKind } from '../../tokens/token-repository.js';

/** An embedding link as the dialogs ask for it, once checked (the body's schema already checked the types). */
export interface EmbedLinkInput {
  kind: EmbedKind;
  viewId: number;
  tabId: number | null;
  widgetId: number | null;
  expiresAt: string;
  name: string | null;
}

export interface EmbedLinkBody {
  kind: EmbedKind;
  id_visao: number;
  id_tab?: number;
  id_widget?: number;
  expires_at?: string;
  name?: string;
}

/** An iframe export lives a year unless told (the embed dialog's default); a TV link too. */
export const EMBED_LINK_DEFAULT_DAYS = 365;

export const defaultEmbedExpiry = (now: Date): string => new Date(now.getTime() + EMBED_LINK_DEFAULT_DAYS * 86_400_000).toISOString();

/** The expiry of a link: the one asked (in the future, within a token's longest life) or a year from now. */
export function embedExpiry(expiresAt: string | undefined, now: Date): { expiresAt: string } | { error: FieldErrors[string] } {
  if (expiresAt === undefined) return { expiresAt: defaultEmbedExpiry(now) };
  const error = expiryError(expiresAt, now);
  return error ? { error } : { expiresAt: new Date(Date.parse(expiresAt)).toISOString() };
}

/**
 * The create body's rules: a TV link shows a whole dashboard (no tab or widget), an iframe export one tab
 * (`id_tab`) or one widget of it (`id_tab` and `id_widget`); whether they exist is the service's check.
 */
export function parseEmbedLink(body: EmbedLinkBody, now = new Date()): { input: EmbedLinkInput } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (body.kind === 'tv' && (body.id_tab !== undefined || body.id_widget !== undefined)) {
    errors[body.id_tab !== undefined ? 'id_tab' : 'id_widget'] = { key: 'dashboards.embed.errors.tvWholeDashboard' };
  }
  if (body.kind === 'iframe' && body.id_tab === undefined) errors.id_tab = { key: 'global.labels.requiredField' };
  const expiry = embedExpiry(body.expires_at, now);
  if ('error' in expiry) errors.expires_at = expiry.error;
  const name = body.name?.trim();
  if (name !== undefined && name.length > TOKEN_NAME_MAX) errors.name = { key: 'global.labels.maxLengthExceeded', args: { max: TOKEN_NAME_MAX } };
  if (Object.keys(errors).length || 'error' in expiry) return { errors };
  return {
    input: {
      kind: body.kind,
      viewId: body.id_visao,
      tabId: body.id_tab ?? null,
      widgetId: body.id_widget ?? null,
      expiresAt: expiry.expiresAt,
      name: name ? name : null,
    },
  };
}
