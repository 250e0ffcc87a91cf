/**
 * The API base of the native variant (platform-core section 7): the entered API address plus
 * `/{product}/`. Pure, so both the runtime base and the tests use it.
 */

/**
 * The address as typed, made a URL origin-and-path: trimmed, `https://` added when it names no
 * scheme, trailing slashes and a trailing `/{product}` dropped (it is added back by the base).
 * Undefined when it cannot be a web address.
 */
export function normalizeApiAddress(typed: string, product: string): string | undefined {
  const text = typed.trim();
  if (!text) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const path = url.pathname.replace(/\/+$/, '').replace(new RegExp(`/${product}$`), '');
  return `${url.origin}${path}`;
}

/** `{address}/{product}/`, or undefined when the address is not usable. */
export function nativeApiBase(typed: string, product: string): string | undefined {
  const address = normalizeApiAddress(typed, product);
  return address && `${address}/${product}/`;
}
