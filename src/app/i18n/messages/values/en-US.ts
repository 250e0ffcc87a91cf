/** Server messages of the value writes (writeValues, collectValues, importValues). */
const valuesEnUS = {
  dataEntry: {
    values: {
      tagNotFound: 'No tag %{tag} in this unit’s plant.',
      tagInactive: 'The tag %{code} is inactive; its values cannot be written.',
      calculationTag: 'The tag %{code} is a calculation tag; its values are computed, not written.',
      timestamp: 'Enter a date and time in ISO-8601 with Z or an offset, such as 2026-03-08T12:00:00Z.',
      tagRef: 'Name the tag by its id (a number) or its code (text).',
      notCollectGroup: 'This group is not an active manual collection group.',
      tagNotInGroup: 'This tag does not belong to the collection group.',
      ruleInvalid: 'A rule of this group is no longer valid; correct it in the group settings.',
      importRejected: 'The file was rejected; nothing was stored.',
      importHeader: 'The first line must be the header %{columns} (separated by , or ;).',
      importEmpty: 'The file has no values.',
      importTooManyRows: 'The file has more than %{max} rows; split it into smaller files.',
      importColumns: 'The row has %{found} columns instead of %{expected}.',
      importNoFile: 'Choose a CSV file to import.',
      valueExists: 'A stored value would be replaced; confirm to overwrite it. |||| %{smart_count} stored values would be replaced; confirm to overwrite them.',
    },
  },
};

export type ValuesMessages = typeof valuesEnUS;
export default valuesEnUS;
