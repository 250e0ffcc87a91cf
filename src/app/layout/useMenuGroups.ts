import { useMemo } from 'react';
import { useResourceDefinitions, useTranslate } from 'react-admin';

export interface MenuEntry {
  /** react-admin resource name, the list's path without its slash. */
  name: string;
  /** Entity name, for test ids. */
  entity: string;
  label: string;
}

export interface MenuGroup {
  key: string;
  label: string;
  entries: MenuEntry[];
}

/** 'settings/access-control/user-registration' -> 'access-control'; a page right under settings -> 'general'. */
export function groupKeyOf(resourceName: string): string {
  const parts = resourceName.split('/');
  return parts[0] === 'settings' && parts.length > 2 ? parts[1]! : 'general';
}

const humanize = (key: string) => key.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The registered resources grouped by their settings route, with translated labels, sorted by label. */
export function useMenuGroups(): MenuGroup[] {
  const definitions = useResourceDefinitions();
  const translate = useTranslate();
  return useMemo(() => {
    const groups = new Map<string, MenuGroup>();
    for (const definition of Object.values(definitions)) {
      if (!definition.hasList) continue;
      const key = groupKeyOf(definition.name);
      const group = groups.get(key) ?? { key, label: translate(`menu.groups.${key}`, { _: humanize(key) }), entries: [] };
      const labelKey = definition.options?.label ?? definition.name;
      group.entries.push({ name: definition.name, entity: definition.options?.entity ?? definition.name, label: translate(labelKey, { smart_count: 2, _: labelKey }) });
      groups.set(key, group);
    }
    const sorted = [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
    sorted.forEach((group) => group.entries.sort((a, b) => a.label.localeCompare(b.label)));
    return sorted;
  }, [definitions, translate]);
}
