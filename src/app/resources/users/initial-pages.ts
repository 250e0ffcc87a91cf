import { permissionMap } from '../../../generated/permissions.js';
import { groupKeyOf } from '../../layout/useMenuGroups.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Every page a unit's initial page may name, labelled 'Group › Page' in the user's language. */
export function initialPageChoices(translate: Translate): { route: string; label: string }[] {
  const routes = new Map(permissionMap.map((entry) => [entry.route, entry.resource]));
  return [...routes]
    .map(([route, resource]) => {
      const group = translate(`menu.groups.${groupKeyOf(route.replace(/^\//, ''))}`);
      return { route, label: `${group} › ${translate(`resources.${resource}.name`, { smart_count: 2 })}` };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
