/**
 * What a sign-in QR code carries (platform-core section 2: "the scan fills the API address and the
 * username"). Two forms are accepted:
 *
 * - JSON: `{"api":"https://plant.example.com:8080","username":"operator"}` (`username` optional);
 * - a web address: `https://plant.example.com:8080?username=operator` — the address without its
 *   query and fragment is the API address, the `username` query parameter (optional) the username.
 */
export interface QrSignIn {
  api: string;
  username?: string;
}

const webAddress = /^https?:\/\//i;

function fromJson(text: string): QrSignIn | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { api, username } = value as { api?: unknown; username?: unknown };
  if (typeof api !== 'string' || !webAddress.test(api.trim())) return undefined;
  const name = typeof username === 'string' ? username.trim() : '';
  return name ? { api: api.trim(), username: name } : { api: api.trim() };
}

function fromAddress(text: string): QrSignIn | undefined {
  if (!webAddress.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const name = url.searchParams.get('username')?.trim();
  const api = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  return name ? { api, username: name } : { api };
}

/** The sign-in data of a decoded QR text, or undefined when it is not one of ours. */
export function parseQrPayload(text: string): QrSignIn | undefined {
  const trimmed = text.trim();
  return trimmed.startsWith('{') ? fromJson(trimmed) : fromAddress(trimmed);
}
