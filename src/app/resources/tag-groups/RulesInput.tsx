import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, useTranslate, useWrappedSource } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Typography } from '@mui/material';
import { groupField, itemField, ruleKindChoices } from './group-fields.js';
import { useGroupTags } from './useGroupTags.js';
import { ValidateRuleButton } from './ValidateRuleButton.js';

const label = (name: string) => itemField('rules', name).label;

/** An insertion formula computes one tag of the group: its target. */
function RuleTargetInput() {
  const kind = useWatch({ name: useWrappedSource('kind') });
  const { choices } = useGroupTags();
  if (kind !== 'formula') return null;
  return <SelectInput source="target_tag" label={label('target_tag')} choices={choices} helperText={choices.length ? false : 'tags.groups.chooseTagsFirst'} />;
}

/** The group's rules: kind, expression, target (formulas), message, and a Validate button each. */
export function RulesInput() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        {translate('tags.groups.rulesHint')}
      </Typography>
      <ArrayInput source="rules" label={groupField('rules').label} sx={{ width: '100%' }}>
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="kind" label={label('kind')} choices={ruleKindChoices} defaultValue="validation" helperText={false} />
          <TextInput source="expression" label={label('expression')} helperText={false} sx={{ minWidth: 280 }} />
          <RuleTargetInput />
          <TextInput source="message" label={label('message')} helperText={false} />
          <ValidateRuleButton />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
