import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { useUnitTags } from '../../../../unit-data/useUnitTags.js';
import { IdPicker } from './IdPicker.js';

/** The options form's tag field: the unit's tags from the browser's tag cache (the plant's tags the server accepts). */
export function TagPickerWidget(props: WidgetProps) {
  const translate = useTranslate();
  const { tags, loaded, refresh } = useUnitTags();
  const choices = tags.map((tag) => ({ id: Number(tag.id_tag), code: tag.code, description: tag.description }));
  return (
    <IdPicker
      field={props}
      choices={choices}
      loading={!loaded}
      onOpen={refresh}
      noOptionsText={translate('dashboardEditor.pickers.noTags')}
      loadingText={translate('dashboardEditor.pickers.loading')}
      testId="tag-picker"
    />
  );
}
