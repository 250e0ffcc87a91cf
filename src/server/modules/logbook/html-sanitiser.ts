/**
 * The logbook annotation is rich text from the Quill editor (src/app/components/rich-text/); the
 * server keeps only what that editor's toolbar writes, so stored HTML can be shown as HTML.
 * sanitize-html parses with htmlparser2 and rebuilds the markup from an allowlist.
 */
import sanitizeHtml, { type Attributes, type IOptions, type Transformer } from 'sanitize-html';

/** Quill's size picker: 'normal' is the absence of a class. */
export const annotationSizeClasses = ['ql-size-small', 'ql-size-large', 'ql-size-huge'];
export const annotationLinkSchemes = ['http', 'https', 'mailto'];
export const annotationTags = ['p', 'br', 'strong', 'em', 'u', 's', 'ol', 'ul', 'li', 'a', 'span', 'blockquote'];

// Their text is dropped with them (sanitize-html's default four, plus the other raw-text containers).
const nonTextTags = ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'noembed', 'noframes', 'xmp', 'title'];

// Not an allowed tag: a refused link is dropped and its text kept.

/**
 * The href to keep, or undefined. Control characters and blanks are ignored when reading the scheme
 * (browsers ignore them too: `java&#9;script:`). A scheme-less address such as `www.example.com`,
 * as typed in Quill's link box, becomes https; relative and protocol-relative links are refused.
 */
export function safeHref(raw: string): string | undefined {
  const href = raw.trim();
  // Controls, format characters (zero-width, BOM) and every kind of space.
  const compact = href.replace(/[\p{Cc}\p{Cf}\p{Z}]/gu, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme !== undefined) return annotationLinkSchemes.includes(scheme.toLowerCase()) ? href : undefined;
  return /^[\p{L}\p{N}]/u.test(compact) ? `https://${href}` : undefined;
}

// Quill escapes text as & < > " ' and writes &nbsp;; doing the same keeps its output byte for byte.
const quillTextEscapes = (text: string): string =>
  text
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\u00a0/g, '&nbsp;');

const linkTransform: Transformer = (_tagName, attribs) => {
  const href = safeHref(attribs.href ?? '');
  const attributes: Attributes = href === undefined ? {} : { href, rel: 'noopener noreferrer', target: '_blank' };
  // Renaming a refused link to a discarded tag confuses sanitize-html's closing tags; the filter below drops it instead.
  return { tagName: 'a', attribs: attributes };
};

const annotationOptions: IOptions = {
  allowedTags: annotationTags,
  allowedAttributes: { a: ['href', 'rel', 'target'], p: ['class'], span: ['class'] },
  allowedClasses: { p: annotationSizeClasses, span: annotationSizeClasses },
  allowedSchemes: annotationLinkSchemes,
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags,
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    a: linkTransform,
  },
  textFilter: quillTextEscapes,
  // A link whose href was refused keeps its text, without the link.
  exclusiveFilter: (frame) => (frame.tag === 'a' && frame.attribs.href === undefined ? 'excludeTag' : false),
};

/** The annotation as it may be stored and shown: only the editor's own markup survives. */
export function sanitiseAnnotation(html: string): string {
  // Text `<` is always escaped in the output, so this only meets real <br /> tags.
  return sanitizeHtml(html, annotationOptions).replace(/<br \/>/g, '<br>');
}

const blockTags = ['p', 'br', 'li', 'ul', 'ol', 'blockquote', 'div', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th'];
const blockOptions: IOptions = { allowedTags: blockTags, allowedAttributes: {}, nonTextTags };

const decodeEscapes = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The words of an annotation for search: tags gone, entities decoded, blocks and lines separated
 * by one space, blanks collapsed. Case is kept; compare with matchesSearch (src/domain/logbook).
 */
export function plainTextOf(html: string): string {
  // Only bare block tags and escaped text are left, so a tag is exactly `<...>`.
  const blocks = sanitizeHtml(html, blockOptions);
  return decodeEscapes(blocks.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
