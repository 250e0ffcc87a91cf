import { isDashboardImageId } from './dashboard-image.js';

/**
 * The dashboard pictures a widget's options name, wherever they sit (a static image's `image`, a conditional image's
 * rules and default): every string in them that is a stored picture's id.
 */
export function imagesNamedBy(options: unknown): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (isDashboardImageId(node)) found.add(node);
    else if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) Object.values(node).forEach(visit);
  };
  visit(options);
  return found;
}
