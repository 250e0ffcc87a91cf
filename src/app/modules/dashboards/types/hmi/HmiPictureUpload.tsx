import UploadIcon from '@mui/icons-material/Upload';
import { Button, FormHelperText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useImageUpload } from '../../components/static-image/useImageUpload.js';

/**
 * Uploads the process picture: PNG, JPG or SVG under 2 MB, sent at once (`POST GDV/actions/images`, purpose `hmi`:
 * the server checks the type by its bytes and sanitises an SVG); the editor keeps the id it answers.
 */
export function HmiPictureUpload({ hasPicture, onUploaded }: { hasPicture: boolean; onUploaded: (id: string) => void }) {
  const translate = useTranslate();
  const { busy, problem, choose, inputProps } = useImageUpload({
    purpose: 'hmi',
    tooLargeKey: 'dashboards.types.hmi.editor.pictureTooLarge',
    onUploaded,
  });

  return (
    <Stack spacing={0.5}>
      <Button size="small" variant="outlined" startIcon={<UploadIcon />} disabled={busy} onClick={choose}>
        {translate(
          busy
            ? 'dashboards.types.hmi.editor.uploading'
            : hasPicture
              ? 'dashboards.types.hmi.editor.replacePicture'
              : 'dashboards.types.hmi.editor.uploadPicture',
        )}
      </Button>
      <input {...inputProps} accept="image/png,image/jpeg,image/svg+xml" data-testid="hmi-picture-input" />
      {problem && <FormHelperText error>{translate(problem, { _: problem })}</FormHelperText>}
    </Stack>
  );
}
