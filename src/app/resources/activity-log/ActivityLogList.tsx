import {
  AutocompleteInput,
  DateInput,
  Datagrid,
  ExportButton,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { entities } from '../../../generated/entities.js';
import type { EntityModel } from '../../../domain/entities/entity-model.js';
import { enumLabel, referenceOf } from '../resource-names.js';
import { InstantField } from '../../format/FormattedFields.js';
import { TimeZoneNote } from '../../format/TimeZoneNote.js';
import { useFormat } from '../../format/useFormat.js';
import type { EntityField } from '../../data/typed-data-provider.js';
import { plantDayBound } from './plant-day-bounds.js';

const model = entities['activity-log'] as EntityModel;
const users = referenceOf('users');
const label = (name: EntityField<'activity-log'>) => `resources.activity-log.fields.${name}`;
const choices = (name: EntityField<'activity-log'>) =>
  (model.fields.find((f) => f.name === name)?.enum ?? []).map((value) => ({ id: value, name: enumLabel(label(name), name, value) }));

const filtersIn = (timeZone: string) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="user" source="id_usuario" reference={users.reference} sort={{ field: users.labelField, order: 'ASC' }}>
    <AutocompleteInput label={label('id_usuario')} optionText={users.labelField} helperText={false} />
  </ReferenceInput>,
  <SelectInput key="type" source="log_acao" label={label('log_acao')} choices={choices('log_acao')} alwaysOn />,
  <SelectInput key="kind" source="log_tipo" label={label('log_tipo')} choices={choices('log_tipo')} alwaysOn />,
  <DateInput key="from" source="log_data_gte" label="app.activityLog.from" alwaysOn {...plantDayBound(timeZone, 'gte')} />,
  <DateInput key="to" source="log_data_lte" label="app.activityLog.to" alwaysOn {...plantDayBound(timeZone, 'lte')} />,
];

function Actions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <TimeZoneNote />
      <FilterButton />
      <ExportButton />
    </TopToolbar>
  );
}

/**
 * The activity log (`/log`): newest first, paginated and filtered by the server (user, type, kind,
 * plant day range, text). Times are on the selected unit's clock, in the user's language, the zone named
 * above the list. Entries are never edited, so there is no create button and rows open nothing.
 */
export function ActivityLogList() {
  const { timeZone } = useFormat();
  return (
    <List sort={{ field: 'log_data', order: 'DESC' }} filters={filtersIn(timeZone)} actions={<Actions />} perPage={25}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <InstantField source="log_data" label={label('log_data')} style="dateTimeSeconds" />
        <ReferenceField source="id_usuario" label={label('id_usuario')} reference={users.reference} link={false} />
        <SelectField source="log_tipo" label={label('log_tipo')} choices={choices('log_tipo')} />
        <SelectField source="log_acao" label={label('log_acao')} choices={choices('log_acao')} />
        <TextField source="log_texto" label={label('log_texto')} />
      </Datagrid>
    </List>
  );
}
