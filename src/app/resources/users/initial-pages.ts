import { detailRoutes } from '../../../domain/navigation/route-table.js';
import { pageChoices } from '../../navigation/page-choices.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const detailPatterns = new Set(detailRoutes.map((route) => route.path));

/** Every page a unit's initial page may name, labelled 'Parent › Page' in the user's language. */
export function initialPageChoices(translate: Translate): { route: string; label: string }[] {
  return pageChoices(translate)
    .filter((page) => !detailPatterns.has(page.path))
    .map((page) => ({ route: page.path, label: page.label }));
}
