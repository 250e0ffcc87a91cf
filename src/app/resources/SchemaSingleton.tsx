import { useMemo, useState } from 'react';
import { Card, CardContent, LinearProgress } from '@mui/material';
import { Title, useTranslate, type RaRecord } from 'react-admin';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { SchemaForm, type FormValue } from '../components/schema-form/index.js';
import { ErrorNotice } from '../errors/ErrorNotice.js';
import { useAccessControl } from '../navigation/useAccessControl.js';
import { singletonFormSchema } from './singleton-form-schema.js';
import { useSingletonRecord } from './useSingletonRecord.js';

/** A singleton entity's page (`x-resource.singleton`): one form over the one record of the signed user's scope. */
export function SchemaSingleton({ model }: { model: EntityModel }) {
  const translate = useTranslate();
  const singleton = useSingletonRecord(model);
  const { isAdmin, permissions } = useAccessControl();
  const mayWrite = isAdmin || permissions[model.menu]?.[singleton.record ? 'update' : 'create'] === true;
  const form = useMemo(() => singletonFormSchema(model, translate), [model, translate]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`resources.${model.name}.name`, { smart_count: 1 })} />
      <CardContent>
        {singleton.isPending ? (
          <LinearProgress />
        ) : singleton.loadError ? (
          <ErrorNotice message="global.error.messages.loadDataError" onRetry={() => void singleton.refetch()} />
        ) : (
          <SingletonForm
            key={String(singleton.record?.id ?? 'new')}
            record={singleton.record}
            form={form}
            disabled={!mayWrite || singleton.saving}
            fieldErrors={singleton.fieldErrors}
            onSubmit={singleton.save}
          />
        )}
      </CardContent>
    </Card>
  );
}

interface SingletonFormProps {
  record: RaRecord | undefined;
  form: ReturnType<typeof singletonFormSchema>;
  disabled: boolean;
  fieldErrors: Record<string, string> | undefined;
  onSubmit: (value: FormValue) => void;
}

/** The form's own copy of the record, so what was typed stays through a refused save. */
function SingletonForm({ record, form, disabled, fieldErrors, onSubmit }: SingletonFormProps) {
  const [value, setValue] = useState<FormValue>(record ?? {});
  return (
    <SchemaForm
      schema={form.schema}
      uiSchema={form.uiSchema}
      value={value}
      onChange={setValue}
      onSubmit={onSubmit}
      disabled={disabled}
      fieldErrors={fieldErrors}
    />
  );
}
