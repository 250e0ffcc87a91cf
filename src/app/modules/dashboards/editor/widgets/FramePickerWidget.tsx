import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { useResourceList } from '../../../../data/typed-data-provider.js';
import { IdPicker } from './IdPicker.js';

const all = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'code', order: 'ASC' as const } };

/** The options form's event field: the unit's events (frames), by code. */
export function FramePickerWidget(props: WidgetProps) {
  const translate = useTranslate();
  const { data, isPending, error } = useResourceList('settings/event-manager/frames', all, { retry: false });
  const choices = (data ?? []).map((frame) => ({ id: Number(frame.id_frame), code: frame.code, description: frame.description }));
  return (
    <IdPicker
      field={props}
      choices={choices}
      loading={isPending}
      noOptionsText={translate('dashboardEditor.pickers.noFrames')}
      loadingText={translate('dashboardEditor.pickers.loading')}
      helperText={error ? translate('dashboardEditor.pickers.framesUnavailable') : undefined}
      testId="frame-picker"
    />
  );
}
