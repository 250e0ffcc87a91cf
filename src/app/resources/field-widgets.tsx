/**
 * The one mapping from a field's kind to its widgets: the form input, the read-only display
 * (lists and show pages) and the list filter. Everything else in resources/ goes through here.
 */
import { cloneElement, type ReactElement } from 'react';
import {
  ArrayField,
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  ChipField,
  Datagrid,
  DateInput,
  EmailField,
  NumberInput,
  PasswordInput,
  ReferenceArrayField,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleFormIterator,
  SingleFieldList,
  TextField,
  TextInput,
} from 'react-admin';
import type { FieldModel } from '../../domain/entities/entity-model.js';
import { CalendarDateField, InstantField, NumberValueField } from '../format/FormattedFields.js';
import { PlantDateTimeInput } from '../format/PlantDateTimeInput.js';
import { enumLabel, referenceOf } from './resource-names.js';
import { TruthField } from './TruthField.js';
import { ColorField } from './ColorField.js';
import { MenuIdInput } from './MenuIdInput.js';

export type FormMode = 'create' | 'update';

export interface InputOptions {
  mode: FormMode;
  /** An i18n key shown under the input. */
  helperText?: string;
}

export interface Widget {
  /** The form input; null when the kind is never edited. */
  input: (options: InputOptions) => ReactElement | null;
  /** The read-only display; null when never displayed (passwords). */
  display: () => ReactElement | null;
  /** The list filter; null when the kind is not filtered on. */
  filter: () => ReactElement | null;
}

/**
 * Marks an input as required (asterisk) without validating it: the form-level validator,
 * the same as the API's, reports the problem.
 */
const requiredMark = Object.assign(() => undefined, { isRequired: true });

/** Native time and colour pickers always show a value or mask: keep their label above it. */
const shrunkLabel = { inputLabel: { shrink: true } };

/** Timestamps leave the browser in UTC, as YYYY-MM-DDTHH:mm:ssZ. */
const yesNo = (yes: unknown, no: unknown) => [
  { id: yes, name: 'ra.boolean.true' },
  { id: no, name: 'ra.boolean.false' },
];

export function widgetOf(field: FieldModel): Widget {
  const source = field.name;
  const label = field.label;
  const base = (mode: FormMode, helperText?: string) => ({
    source,
    label,
    helperText: helperText ?? false,
    validate: field.required && !(mode === 'update' && field.writeOnly) ? requiredMark : undefined,
  });
  const none = () => null;

  switch (field.kind) {
    case 'key':
      return { input: none, display: () => <TextField source={source} label={label} />, filter: none };
    case 'password':
      return { input: (o) => <PasswordInput {...base(o.mode, o.helperText)} autoComplete="new-password" />, display: none, filter: none };
    case 'email':
      return {
        input: (o) => <TextInput {...base(o.mode, o.helperText)} type="email" />,
        display: () => <EmailField source={source} label={label} />,
        filter: none,
      };
    case 'color':
      return {
        input: (o) => <TextInput {...base(o.mode, o.helperText)} type="color" slotProps={shrunkLabel} />,
        display: () => <ColorField source={source} label={label} />,
        filter: none,
      };
    case 'date':
      return { input: (o) => <DateInput {...base(o.mode, o.helperText)} />, display: () => <CalendarDateField source={source} label={label} />, filter: none };
    case 'date-time':
      return {
        input: (o) => <PlantDateTimeInput {...base(o.mode, o.helperText)} />,
        display: () => <InstantField source={source} label={label} />,
        filter: none,
      };
    case 'hour-minute':
      return {
        input: (o) => <TextInput {...base(o.mode, o.helperText)} type="time" slotProps={shrunkLabel} />,
        display: () => <TextField source={source} label={label} />,
        filter: none,
      };
    case 'integer':
    case 'number':
      return {
        input: (o) => <NumberInput {...base(o.mode, o.helperText)} step={field.kind === 'integer' ? 1 : 'any'} min={field.minimum} max={field.maximum} />,
        display: () => <NumberValueField source={source} label={label} />,
        filter: none,
      };
    case 'boolean':
      // A switch always answers: it starts at its default (or off), so it never shows a required mark.
      return {
        input: (o) => <BooleanInput {...base(o.mode, o.helperText)} validate={undefined} defaultValue={field.default ?? false} />,
        display: () => <BooleanField source={source} label={label} />,
        filter: () => <SelectInput source={source} label={label} choices={yesNo(true, false)} />,
      };
    case 'flag':
    case 'bit': {
      const [yes, no] = field.kind === 'flag' ? ['S', 'N'] : [1, 0];
      return {
        input: (o) => <BooleanInput {...base(o.mode, o.helperText)} format={(v: unknown) => v === yes} parse={(v: boolean) => (v ? yes : no)} />,
        display: () => <TruthField source={source} label={label} trueValue={yes} />,
        filter: () => <SelectInput source={source} label={label} choices={yesNo(yes, no)} />,
      };
    }
    case 'enum': {
      const choices = (field.enum ?? []).map((value) => ({ id: value, name: enumLabel(label, source, value) }));
      return {
        input: (o) => <SelectInput {...base(o.mode, o.helperText)} choices={choices} />,
        display: () => <SelectField source={source} label={label} choices={choices} />,
        filter: () => <SelectInput source={source} label={label} choices={choices} />,
      };
    }
    case 'ref': {
      const { reference, labelField } = referenceOf(field.ref!);
      const sort = { field: labelField, order: 'ASC' } as const;
      return {
        input: (o) => (
          <ReferenceInput source={source} reference={reference} sort={sort}>
            <AutocompleteInput {...base(o.mode, o.helperText)} optionText={labelField} />
          </ReferenceInput>
        ),
        display: () => <ReferenceField source={source} label={label} reference={reference} link={false} />,
        filter: field.readOnly
          ? none
          : () => (
              <ReferenceInput source={source} label={label} reference={reference} sort={sort}>
                <AutocompleteInput label={label} optionText={labelField} helperText={false} />
              </ReferenceInput>
            ),
      };
    }
    case 'refs': {
      const { reference, labelField } = referenceOf(field.ref!);
      return {
        input: (o) => (
          <ReferenceArrayInput source={source} reference={reference} sort={{ field: labelField, order: 'ASC' }}>
            <AutocompleteArrayInput {...base(o.mode, o.helperText)} optionText={labelField} />
          </ReferenceArrayInput>
        ),
        display: () => (
          <ReferenceArrayField source={source} label={label} reference={reference} sortable={false}>
            <SingleFieldList linkType={false}>
              <ChipField source={labelField} />
            </SingleFieldList>
          </ReferenceArrayField>
        ),
        filter: none,
      };
    }
    case 'objects': {
      const items = field.items ?? [];
      return {
        input: (o) => (
          <ArrayInput source={source} label={label}>
            <SimpleFormIterator inline disableReordering>
              {items.map((item) => keyed(widgetOf(item).input({ mode: o.mode }), item.name))}
            </SimpleFormIterator>
          </ArrayInput>
        ),
        display: () => (
          <ArrayField source={source} label={label} sortable={false}>
            <Datagrid bulkActionButtons={false} rowClick={false} hover={false}>
              {items.map((item) => keyed(widgetOf(item).display(), item.name))}
            </Datagrid>
          </ArrayField>
        ),
        filter: none,
      };
    }
    case 'string':
    default:
      return {
        input: field.menuIdChoice
          ? (o) => <MenuIdInput {...base(o.mode, o.helperText)} />
          : (o) => <TextInput {...base(o.mode, o.helperText)} multiline={(field.maxLength ?? 0) > 400} />,
        display: () => <TextField source={source} label={label} />,
        filter: none,
      };
  }
}

/**
 * Keys an element for a list of children. Datagrid and forms read `source`, `label` and
 * `sortable` from their direct children's props, so widgets are not wrapped in components.
 */
export function keyed(element: ReactElement | null, key: string): ReactElement | null {
  return element && cloneElement(element, { key });
}
