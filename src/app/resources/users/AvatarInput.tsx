import { useState, type ChangeEvent } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { Avatar, Button, FormHelperText, Stack } from '@mui/material';
import { useHttpClient } from '../../data/useHttpClient.js';
import { avatarProblem, avatarTypes } from './avatar-rules.js';
import { useAvatarUrl } from './useAvatarUrl.js';

/**
 * `usu_foto`: the chosen image goes to `INT/actions/uploadFile` at once and the field keeps the
 * name the server gave it; the record is changed only when the form is saved.
 */
export function AvatarInput({ disabled = false, name }: { disabled?: boolean; name?: string }) {
  const { field } = useInput({ source: 'usu_foto' });
  const translate = useTranslate();
  const http = useHttpClient();
  const url = useAvatarUrl(field.value);
  const [problem, setProblem] = useState<string>();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const early = avatarProblem(file);
    if (early) return setProblem(translate(early));
    const body = new FormData();
    body.append('file', file);
    try {
      const { json } = await http('INT/actions/uploadFile', { method: 'POST', body });
      setProblem(undefined);
      field.onChange((json as { name: string }).name);
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 1 }} data-testid="avatar-input">
      <Avatar src={url} alt={translate('app.users.photo.label')} sx={{ width: 56, height: 56 }} data-testid="avatar-preview" data-photo={field.value ?? ''}>
        {name?.trim().charAt(0).toUpperCase()}
      </Avatar>
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" size="small" disabled={disabled}>
            {translate('app.users.photo.upload')}
            <input hidden type="file" accept={avatarTypes.join(',')} onChange={upload} data-testid="avatar-file" />
          </Button>
          {field.value && (
            <Button size="small" disabled={disabled} onClick={() => field.onChange(null)}>
              {translate('app.users.photo.remove')}
            </Button>
          )}
        </Stack>
        <FormHelperText error={Boolean(problem)} role={problem ? 'alert' : undefined}>
          {problem ?? translate('app.users.photo.hint')}
        </FormHelperText>
      </Stack>
    </Stack>
  );
}
