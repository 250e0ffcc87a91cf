/**
 * An uploaded SVG (an HMI process picture) rebuilt from an allowlist, so it may be shown in the app, inlined or not.
 * sanitize-html (the logbook's sanitiser, htmlparser2 underneath) parses it as XML; the element and attribute lists
 * follow DOMPurify's SVG profile (cure53/DOMPurify, `tags.js` `svg`, `svgFilters` and `attrs.js` `svg`) without its
 * animation elements (`animate`, `set`: they can rewrite a link at run time). Kept out, as OWASP's XSS prevention
 * cheat sheet and the SVG 2 security model (§ 15.1) advise: scripts, event handlers (no `on*` attribute is listed),
 * `foreignObject` (HTML inside), links, and every external reference — a `href` must point inside the picture
 * (`#id`, or a PNG/JPEG `data:` URL on `<image>`), a `url(...)` in a style must be `url(#id)`, and `@import` is refused.
 * Comments, processing instructions and the DOCTYPE (its entities) are dropped.
 */
import sanitizeHtml, { type Attributes, type IOptions, type Transformer } from 'sanitize-html';

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

// prettier-ignore
const svgTags = [
  'svg', 'g', 'defs', 'symbol', 'use', 'switch', 'title', 'desc', 'metadata', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'image', 'marker', 'pattern', 'mask', 'clipPath', 'linearGradient', 'radialGradient', 'stop', 'view',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
  'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
];

// prettier-ignore
const svgAttributes = [
  'id', 'class', 'style', 'lang', 'xml:lang', 'xml:space', 'xmlns', 'xmlns:xlink', 'href', 'xlink:href', 'version',
  'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'dx', 'dy', 'width', 'height',
  'd', 'points', 'pathLength', 'transform', 'viewBox', 'preserveAspectRatio', 'refX', 'refY', 'orient',
  'markerWidth', 'markerHeight', 'markerUnits', 'marker-start', 'marker-mid', 'marker-end',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'offset', 'stop-color', 'stop-opacity', 'clip-path', 'clipPathUnits', 'clip-rule', 'mask', 'maskUnits',
  'maskContentUnits', 'filter', 'filterUnits', 'primitiveUnits',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'vector-effect', 'paint-order', 'shape-rendering', 'image-rendering', 'color-interpolation',
  'color-interpolation-filters', 'mix-blend-mode',
  'font-family', 'font-size', 'font-style', 'font-weight', 'font-variant', 'font-stretch', 'text-anchor',
  'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing', 'word-spacing', 'text-decoration',
  'writing-mode', 'direction', 'unicode-bidi', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'rotate',
  'in', 'in2', 'result', 'mode', 'operator', 'k1', 'k2', 'k3', 'k4', 'values', 'type', 'tableValues', 'slope',
  'intercept', 'amplitude', 'exponent', 'stdDeviation', 'edgeMode', 'order', 'kernelMatrix', 'divisor', 'bias',
  'targetX', 'targetY', 'preserveAlpha', 'surfaceScale', 'diffuseConstant', 'specularConstant', 'specularExponent',
  'kernelUnitLength', 'azimuth', 'elevation', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle', 'scale',
  'xChannelSelector', 'yChannelSelector', 'radius', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles',
  'flood-color', 'flood-opacity', 'lighting-color', 'requiredExtensions', 'systemLanguage',
];

// Their content goes with them (sanitize-html would otherwise keep the text of a discarded element).
const nonTextTags = ['script', 'foreignObject', 'iframe', 'noscript', 'template', 'object', 'embed', 'animate', 'set', 'animateMotion', 'animateTransform'];

const embeddedPicture = /^data:image\/(png|jpeg);base64,[a-z0-9+/=\s]*$/i;

/** CSS that could fetch something: a `url(...)` not local (`#id`), `image-set`, `@import`, an escape (it could spell any of them), legacy script hooks. */
const reachesOutside = (css: string): boolean =>
  /@import|image-set|\bsrc\s*\(|expression\s*\(|javascript:|-moz-binding|behavior\s*:|\\/i.test(css) || /url\s*\((?!\s*['"]?\s*#)/i.test(css);

/** A `<style>`'s text that reaches nothing outside the picture and holds no `<` or `&`: it is written back as it is. */
export const isSelfContainedCss = (css: string): boolean => !/[<&]/.test(css) && !reachesOutside(css);

const isLocalReference = (value: string) => /^#[^\s]*$/.test(value.trim());

function safeAttributes(tagName: string, attribs: Attributes): Attributes {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const lower = name.toLowerCase();
    if (lower === 'href' || lower === 'xlink:href') {
      if (isLocalReference(value) || (tagName === 'image' && embeddedPicture.test(value.trim()))) kept[name] = value;
      continue;
    }
    if (reachesOutside(value)) continue;
    kept[name] = value;
  }
  if (tagName === 'svg') {
    kept.xmlns = SVG_NAMESPACE;
    if ('xmlns:xlink' in kept) kept['xmlns:xlink'] = XLINK_NAMESPACE;
  }
  return kept;
}

const everyTag: Transformer = (tagName, attribs) => ({ tagName, attribs: safeAttributes(tagName, attribs) });

const svgOptions: IOptions = {
  parser: { xmlMode: true },
  allowedTags: svgTags,
  allowedAttributes: { '*': svgAttributes },
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  // `style` is allowed on purpose: its text is checked whole below, so it cannot load or close anything.
  allowVulnerableTags: true,
  disallowedTagsMode: 'discard',
  nonTextTags,
  transformTags: { '*': everyTag },
  exclusiveFilter: (frame) => frame.tag === 'style' && !isSelfContainedCss(frame.text),
};

/** The bytes as SVG text: valid UTF-8 whose first markup is XML and which holds an `<svg` element; else null. */
export function svgTextOf(content: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return null;
  }
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('<') && /<svg[\s>/]/.test(start) ? start : null;
}

/** The picture rebuilt from the allowlist, from its root `<svg>` to its end; null when no SVG element survives. */
export function sanitiseSvg(text: string): string | null {
  const clean = sanitizeHtml(text, svgOptions);
  const start = clean.indexOf('<svg');
  const end = clean.lastIndexOf('</svg>');
  if (start < 0 || end < start) return null;
  return clean.slice(start, end + '</svg>'.length);
}
