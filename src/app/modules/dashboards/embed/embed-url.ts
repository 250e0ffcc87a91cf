/**
 * A dashboard link's address: `/iframe/component` (always allowed, no session) with the token in the
 * fragment, which browsers never send to a server, so it stays out of access logs and Referer headers.
 * The token's binding says the rest (a TV link cycles the whole dashboard, an iframe export shows its tab
 * or widget); `lang` picks the language, else the browser's.
 */
export const EMBED_PATH = '/iframe/component';

export function embedUrl(origin: string, secret: string, lang?: string): string {
  const query = lang ? `?${new URLSearchParams({ lang }).toString()}` : '';
  return `${origin}${EMBED_PATH}${query}#token=${encodeURIComponent(secret)}`;
}

/** The token of a link's address: `#token=` (how links are made), or `?token=` (typed by hand). */
export function embedTokenOf(location: { search: string; hash: string }): string | undefined {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  const token = fromHash ?? new URLSearchParams(location.search).get('token');
  return token && /^ptk_[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<iframe>` a host page pastes: the link, a title for screen readers, no border, lazy; values escaped as double-quoted attributes (HTML Living Standard §13.1.2.3). */
export function iframeSnippet(url: string, title: string, width = 800, height = 450): string {
  return `<iframe src="${attribute(url)}" title="${attribute(title)}" width="${width}" height="${height}" style="border:0" loading="lazy"></iframe>`;
}
