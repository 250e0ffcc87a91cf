/** The data entry pages: manual collector, manual input, CSV import, and the collection groups settings page. */
const dataEntryEnUS = {
  dataEntry: {
    common: {
      tag: 'Tag',
      description: 'Description',
      unit: 'Unit',
      value: 'Value',
      time: 'Time',
      lastValue: 'Last value',
      lastValuesFailed: 'The stored values could not be loaded.',
      timeZone: 'Times in %{timezone}',
      requiredValue: 'Required',
      invalidNumber: 'Enter a number, such as 12.5',
      saving: 'Saving…',
      readOnly: 'You may view this page but not enter values.',
    },
    refusal: {
      belowFilter: '%{code}: the value %{value} was not stored, it is below the lower filter limit %{limit}.',
      aboveFilter: '%{code}: the value %{value} was not stored, it is above the upper filter limit %{limit}.',
      other: '%{code}: the value %{value} was not stored.',
    },
    collect: {
      title: 'Manual collector',
      group: 'Collection group',
      date: 'Date',
      slot: { hour: 'Hour', shift: 'Shift', day: 'Production day' },
      shiftSlot: 'Shift %{name} (%{time})',
      daySlot: 'Whole day (%{time})',
      noGroups:
        'You are not a user of any active manual collection group of this unit. An administrator can add you under Settings, Manual collector, Collection groups.',
      noTags: 'This group has no tags yet.',
      valueOf: 'Value of %{code}',
      fixValues: 'Fill in the required values and correct the marked ones.',
      nothingToSave: 'Enter at least one value before saving.',
      saved: '%{smart_count} value saved. |||| %{smart_count} values saved.',
      ruleFailed: 'A rule of the group does not hold: %{message} (%{expression}). Nothing was saved.',
    },
    input: {
      title: 'Manual input',
      searchTag: 'Search by code or description',
      noMatch: 'No manual or laboratory tag matches.',
      noTags: 'This unit has no active tags with manual or laboratory data input.',
      chooseTag: 'Choose a tag',
      invalidTime: 'Enter a date and time',
      filterLimits: 'Filter limits: %{low} to %{high}. Values outside them are not stored.',
      saved: 'Value saved.',
      recentTitle: 'Latest values (last 7 days)',
      noRecent: 'No values in the last 7 days.',
    },
    import: {
      title: 'Import CSV',
      intro:
        'A CSV file with the header tag,timestamp,value (separated by , or ;): tag codes of this unit, ISO timestamps (without an offset they are read in %{timezone}) and values with a dot as decimal mark. The file is checked first; it is stored only if every row is valid.',
      sample: 'Download a sample CSV',
      chooseFile: 'Choose a CSV file',
      fileChosen: '%{name} (%{size} KB)',
      checking: 'Checking the file…',
      uploading: 'Uploading… %{percent}%',
      storing: 'Storing the values…',
      previewSummary: 'First %{shown} rows of %{smart_count} row. |||| First %{shown} rows of %{smart_count} rows.',
      row: 'Row',
      problem: 'Problem',
      start: 'Import %{smart_count} row |||| Import %{smart_count} rows',
      rejected:
        'The file was rejected and nothing was stored. Correct this row and choose the file again. |||| The file was rejected and nothing was stored. Correct these %{smart_count} rows and choose the file again.',
      stored: '%{smart_count} value stored from %{rows} rows. |||| %{smart_count} values stored from %{rows} rows.',
      refused:
        '%{smart_count} value was outside its tag filter limits and was not stored. |||| %{smart_count} values were outside their tag filter limits and were not stored.',
      willRefuse:
        '%{smart_count} value of this file is outside its tag filter limits and will not be stored. |||| %{smart_count} values of this file are outside their tag filter limits and will not be stored.',
      refusedRows: 'Rows: %{rows}',
      reason: { belowFilter: 'below the lower filter limit', aboveFilter: 'above the upper filter limit' },
      failed: 'The file could not be imported. Nothing was stored.',
      cancelled: 'The upload was cancelled. Nothing was stored.',
    },
    overwrite: {
      title: 'Replace the stored value? |||| Replace %{smart_count} stored values?',
      intro:
        'Values are already stored at these times (%{zone}). Overwriting replaces them; the change is recorded in the activity log with the old and new values.',
      stored: 'Stored value',
      new: 'New value',
      confirm: 'Overwrite',
      willReplace: '%{smart_count} row of this file changes a stored value. |||| %{smart_count} rows of this file change stored values.',
      replaceToo: 'Replace the stored values',
    },
    groupCollect: {
      name: 'Collection group |||| Collection groups',
    },
  },
};

export type DataEntryMessages = typeof dataEntryEnUS;
export default dataEntryEnUS;
