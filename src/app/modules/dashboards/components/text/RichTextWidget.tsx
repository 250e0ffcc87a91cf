import { FormLabel, Stack } from '@mui/material';
import type { Widget, WidgetProps } from '@rjsf/utils';
import { RichTextEditor } from '../../../../components/rich-text/index.js';

/**
 * The options form's field of the text component's `html`: the logbook's rich text editor (Quill), whose toolbar
 * writes only the markup the server's sanitiser keeps (src/server/modules/dashboards/widgets/widget-text-html.ts).
 */
export function RichTextWidget({ id, value, label, hideLabel, required, disabled, readonly, placeholder, onChange }: WidgetProps) {
  return (
    <Stack spacing={0.5}>
      {!hideLabel && label ? (
        <FormLabel htmlFor={id} required={required}>
          {label}
        </FormLabel>
      ) : null}
      <RichTextEditor
        value={typeof value === 'string' ? value : ''}
        onChange={(html) => onChange(html)}
        placeholder={placeholder}
        readOnly={disabled || readonly}
        minHeight={120}
        maxHeight={320}
        data-testid={`rich-text-field-${id}`}
      />
    </Stack>
  );
}

/** For the widget editor's `uiSchema` (`ui:widget`): the text component's `html`. */
export const richTextWidget: Widget = RichTextWidget;
