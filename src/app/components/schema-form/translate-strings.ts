import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import type { Translate } from './translate-errors.js';

/** rjsf's own words (buttons, yes/no, empty lists) as our i18n keys: react-admin's where it has one. */
const keys: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'schemaForm.item',
  [TranslatableString.EmptyArray]: 'schemaForm.emptyList',
  [TranslatableString.YesLabel]: 'ra.boolean.true',
  [TranslatableString.NoLabel]: 'ra.boolean.false',
  [TranslatableString.AddButton]: 'ra.action.add',
  [TranslatableString.AddItemButton]: 'ra.action.add',
  [TranslatableString.CopyButton]: 'ra.action.clone',
  [TranslatableString.MoveDownButton]: 'ra.action.move_down',
  [TranslatableString.MoveUpButton]: 'ra.action.move_up',
  [TranslatableString.RemoveButton]: 'ra.action.remove',
  [TranslatableString.ClearLabel]: 'ra.action.clear_input_value',
  [TranslatableString.ClearButton]: 'ra.action.clear_input_value',
  [TranslatableString.NowLabel]: 'schemaForm.now',
  [TranslatableString.OptionalObjectAdd]: 'schemaForm.optionalAdd',
  [TranslatableString.OptionalObjectRemove]: 'schemaForm.optionalRemove',
  [TranslatableString.OptionalObjectEmptyMsg]: 'schemaForm.optionalEmpty',
};

/** rjsf's `translateString`: our translation where we have one, rjsf's English (with its %1 filled) for developer-facing texts. */
export function translatedStrings(translate: Translate) {
  return (text: TranslatableString, params?: string[]) => {
    const key = keys[text];
    return key ? translate(key) : englishStringTranslator(text, params);
  };
}
