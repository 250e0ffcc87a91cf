import { CheckboxGroupInput, useTranslate } from 'react-admin';
import { ruleChoices } from './rule-set-fields.js';

const requiredMark = Object.assign(() => undefined, { isRequired: true });

/** The rules a rule set runs, as one checkbox per rule; the form's schema validator asks for at least one. */
export function RulesInput() {
  const translate = useTranslate();
  return (
    <CheckboxGroupInput
      source="rules"
      label="resources.spc-rule-sets.fields.rules"
      choices={ruleChoices}
      optionText={(choice: (typeof ruleChoices)[number]) => `${translate(choice.short)} · ${translate(choice.name)}`}
      row={false}
      helperText={false}
      validate={requiredMark}
      parse={(values: number[]) => [...values].sort((a, b) => a - b)}
    />
  );
}
