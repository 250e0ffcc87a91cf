import { AutocompleteInput, ReferenceInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useResourceOne } from '../../data/typed-data-provider.js';
import { referenceOf } from '../resource-names.js';
import { cardModel } from './card-fields.js';

const tagField = cardModel.fields.find((field) => field.name === 'id_tag')!;
const { reference, labelField } = referenceOf(tagField.ref!);
const requiredMark = Object.assign(() => undefined, { isRequired: true });

/** The card's tag, offered among the chosen rule set's tags (the server refuses any other). */
export function RuleSetTagInput() {
  const translate = useTranslate();
  const idRuleSet = useWatch({ name: 'id_rule_set' }) as number | undefined;
  const { data: ruleSet } = useResourceOne('settings/statistical-control/rules', { id: idRuleSet }, { enabled: idRuleSet !== undefined && idRuleSet !== null });
  const filter = ruleSet ? { id: ruleSet.tags ?? [] } : {};
  return (
    <ReferenceInput source={tagField.name} reference={reference} sort={{ field: labelField, order: 'ASC' }} filter={filter}>
      <AutocompleteInput
        label={tagField.label}
        optionText={labelField}
        validate={requiredMark}
        helperText={ruleSet ? false : translate('spcSettings.cards.chooseRuleSetFirst')}
      />
    </ReferenceInput>
  );
}
