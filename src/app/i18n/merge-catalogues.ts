import type { Catalogue } from './catalogues-app.js';

function isTree(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge of message trees; a later tree's leaf wins. */
export function mergeCatalogues(...trees: Catalogue[]): Catalogue {
  const result: Catalogue = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = result[key];
      result[key] = isTree(current) && isTree(value) ? mergeCatalogues(current, value) : value;
    }
  }
  return result;
}
