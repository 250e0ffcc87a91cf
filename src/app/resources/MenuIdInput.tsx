import { useMemo } from 'react';
import { AutocompleteInput, useTranslate, type AutocompleteInputProps } from 'react-admin';
import { permissionMap } from '../../generated/permissions.js';
import { groupKeyOf } from '../layout/useMenuGroups.js';

/** Menu id -> the entities it grants, from the permission map. */
const entitiesByMenuId = permissionMap.reduce((map, entry) => {
  map.set(entry.menuId, [...(map.get(entry.menuId) ?? []), entry.resource]);
  return map;
}, new Map<string, string[]>());

/** A choice among the menu ids of the permission map, labelled 'Group › Resources' in the user's language. */
export function MenuIdInput(props: Omit<AutocompleteInputProps, 'choices'>) {
  const translate = useTranslate();
  const choices = useMemo(
    () =>
      [...entitiesByMenuId].map(([menuId, entities]) => {
        const group = translate(`menu.groups.${groupKeyOf(menuId.replace(/\./g, '/'))}`);
        const names = entities.map((entity) => translate(`resources.${entity}.name`, { smart_count: 2 })).join(', ');
        return { id: menuId, name: `${group} › ${names}` };
      }).sort((a, b) => a.name.localeCompare(b.name)),
    [translate],
  );
  return <AutocompleteInput {...props} choices={choices} translateChoice={false} />;
}
