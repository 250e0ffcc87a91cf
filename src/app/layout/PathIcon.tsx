import { createElement } from 'react';
import { pathIcon } from './menu-icons.js';

/** The small menu icon of a route: one of the module icons, looked up (not created) per render. */
export function PathIcon({ path }: { path: string }) {
  return createElement(pathIcon(path), { fontSize: 'small' });
}
