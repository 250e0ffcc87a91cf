/**
 * A list whose count stopped at its cap answers `Content-Range: items 0-24/*` and this header with
 * the number it counted past: there are more rows than that. The app then pages without a total.
 */
export const totalMoreThanHeader = 'X-Total-More-Than';
