import { useMemo } from 'react';
import { AutocompleteInput, useTranslate, type AutocompleteInputProps } from 'react-admin';
import { pageChoices } from '../navigation/page-choices.js';

/** A choice among the menu ids of the route table, labelled 'Parent › Page' in the user's language. */
export function MenuIdInput(props: Omit<AutocompleteInputProps, 'choices'>) {
  const translate = useTranslate();
  const choices = useMemo(() => {
    const byId = new Map<string, string>();
    for (const page of pageChoices(translate)) if (!byId.has(page.permissionId)) byId.set(page.permissionId, page.label);
    return [...byId].map(([id, name]) => ({ id, name }));
  }, [translate]);
  return <AutocompleteInput {...props} choices={choices} translateChoice={false} />;
}
