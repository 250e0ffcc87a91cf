/** Tag, tag group and goal settings (business-modules sections 3, 5 and 8): rules, form and import. */
const tagsEnUS = {
  tags: {
    validation: {
      duplicateValidity: 'Another calculation already starts on this date.',
      calculationRequired: 'A calculation tag needs at least one calculation.',
      calculationNoGrouping: 'A calculation tag cannot use no grouping: keep at least one consolidation.',
      calcAggregationOnly: 'The calculation aggregation is only for calculation tags.',
      lowerAboveUpper: 'The lower value cannot be greater than the upper value.',
      endBeforeStart: 'The end cannot come before the start.',
      calculationCycle: 'The tag %{code} leads back to this tag: a calculation cannot use itself (character %{position}).',
      usedInCalculation: 'This tag is used in the calculation of another tag. Change that calculation first.',
    },
    groups: {
      hasRules: 'A group with rules cannot be deleted. Remove its rules first.',
      tagHasAlarm: 'Tags with alarms cannot be disassociated from the group.',
      massEnergyBalanceLocked: 'The mass and energy balance group cannot be edited or deleted.',
      massEnergyBalanceReadOnly: 'This is the mass and energy balance group: it cannot be edited.',
      calculationInputsMissing: 'Calculation tags must be in the group with their inputs: %{tag} uses %{missing}.',
      validationNeedsComparison: 'A logical validation compares two sides with >, <, == or !=.',
      formulaCannotCompare: 'An insertion formula computes a value with + - * /: it cannot compare.',
      targetTagRequired: 'Choose the tag whose value this formula computes.',
      targetNotInGroup: 'The target tag must belong to the group.',
      alarmTagNotInGroup: 'Choose a tag of the group.',
      alarmTagRepeated: 'This tag already has a reference value.',
      alarmReferencesOnlyForAlarmGroups: 'Only alarm management groups carry alarm references.',
      ruleValid: 'The rule is valid.',
      ruleNotValidated: 'Validate this rule before saving.',
      validateRule: 'Validate',
      rulesHint: 'Logical validations compare with >, <, == or != (T:A > 0); insertion formulas compute the target tag with + - * / (T:A + T:B).',
      chooseTagsFirst: 'Add tags to the group to choose them here.',
    },
    goals: {
      periodOverlap: 'This tag already has a goal in an overlapping period.',
    },
    import: {
      button: 'Import CSV',
      title: 'Import tags from a CSV file',
      hint: 'First line: tag field names (code at least), for example code;description;data_input;active. Separator , or ; . A file with any bad line is refused as a whole.',
      choose: 'Choose a file',
      rejected: 'The file was refused: nothing was imported.',
      done: '%{smart_count} tag imported |||| %{smart_count} tags imported',
      line: 'Line %{row}',
      duplicateCode: 'The code %{code} is repeated in the file or already exists.',
      unknownColumn: 'Unknown column %{column}.',
      missingCodeColumn: 'The first line must name a %{column} column.',
      empty: 'The file has no tags.',
      tooManyLines: 'A file may hold at most %{max} tags.',
    },
    form: {
      sections: {
        identity: 'Identity',
        calculation: 'Calculation',
        dataInput: 'Data input',
        limits: 'Limits',
        consolidation: 'Consolidation',
        other: 'Other',
      },
      calculation: {
        validate: 'Validate',
        valid: 'The calculation is valid.',
        notValidated: 'Validate this calculation before saving.',
        hint: 'Tags are written T:CODE or T:"Code with spaces", global variables V:NAME; + - * /, comparisons and ABS, SQRT, ROUND, MIN, MAX, AVG, IF.',
      },
      calculationsOnlyForCalculationTags: 'Calculations apply to tags whose data input is Calculation.',
    },
  },
  global: {
    warning: {
      messages: {
        registerTagLimit: 'The limit of active tags for this unit has been reached. Contact the administrator.',
      },
    },
  },
};

export default tagsEnUS;
export type TagsMessages = typeof tagsEnUS;
