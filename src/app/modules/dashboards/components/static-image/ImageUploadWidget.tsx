import { Box, Button, FormHelperText, FormLabel, Stack } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import type { Widget, WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { DashboardImage } from './DashboardImage.js';
import { useImageUpload } from './useImageUpload.js';

/**
 * The options form's field of a widget's picture (`image`, `default_image`, a rule's `image`): a preview and an
 * upload button. The file goes to `POST GDV/actions/images` at once and the field keeps the id it answers; the server
 * checks the type by the bytes and the size (business modules §9), the button only offers PNG and JPG.
 */
export function ImageUploadWidget({ id, value, label, hideLabel, required, disabled, readonly, onChange }: WidgetProps) {
  const translate = useTranslate();
  const image = typeof value === 'string' && value ? value : null;
  const { busy, problem, choose, inputProps } = useImageUpload({ purpose: 'widget', tooLargeKey: 'dashboards.errors.imageTooLarge', onUploaded: onChange });

  return (
    <Stack spacing={0.5} data-testid={`image-field-${id}`}>
      {!hideLabel && label ? (
        <FormLabel htmlFor={id} required={required}>
          {label}
        </FormLabel>
      ) : null}
      {image ? (
        <Box sx={{ width: 160, height: 90, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <DashboardImage id={image} alt={translate('dashboards.components.image.preview')} data-testid="image-field-preview" />
        </Box>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" startIcon={<UploadIcon />} disabled={disabled || readonly || busy} onClick={choose}>
          {translate(busy ? 'dashboards.components.image.uploading' : image ? 'dashboards.components.image.replace' : 'dashboards.components.image.upload')}
        </Button>
        {image && !required ? (
          <Button size="small" disabled={disabled || readonly || busy} onClick={() => onChange(undefined)}>
            {translate('dashboards.components.image.remove')}
          </Button>
        ) : null}
      </Stack>
      <input {...inputProps} id={id} accept="image/png,image/jpeg" data-testid="image-field-input" />
      {problem ? <FormHelperText error>{translate(problem)}</FormHelperText> : null}
    </Stack>
  );
}

/** For the widget editor's `uiSchema` (`ui:widget`): the picture fields of the image components. */
export const imageUploadWidget: Widget = ImageUploadWidget;
