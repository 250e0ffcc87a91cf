import { useState, type ChangeEvent } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { ActionView, AttachmentView } from '../../../../domain/root-cause/model.js';
import { ApiError } from '../../../api/api-error.js';
import { useFormat } from '../../../format/useFormat.js';
import { useActionCalls } from './action-calls.js';
import { actionProblem } from './action-problem.js';
import { ATTACHMENT_ACCEPT, attachmentProblem } from './attachment-check.js';
import { fileSize } from './file-size.js';
import { saveBlob } from '../../../files/save-blob.js';

interface AttachmentListProps {
  action: ActionView;
  onChanged: () => void;
  onStale: () => void;
}

type Problem = { key: string; args?: Record<string, unknown>; detail?: string };

/** The action's files (name, size, date) to download, and, while the action is open to the caller, to attach or delete. */
export function AttachmentList({ action, onChanged, onStale }: AttachmentListProps) {
  const translate = useTranslate();
  const format = useFormat();
  const calls = useActionCalls();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [deleting, setDeleting] = useState<AttachmentView | null>(null);
  const [busy, setBusy] = useState(false);
  const canChange = action.allowed.includes('attach');

  const refused = (error: unknown, fallback: string, keepFallback = false) => {
    const found = actionProblem(error, [] as const, fallback);
    if (found.kind === 'stale') return onStale();
    if (found.kind !== 'message') return setProblem({ key: fallback });
    const detail = keepFallback && found.key !== fallback && error instanceof ApiError ? found.key : undefined;
    setProblem(keepFallback ? { key: fallback, detail } : found);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const early = attachmentProblem(file);
    if (early) return setProblem({ key: early });
    setProblem(null);
    setBusy(true);
    try {
      await calls.uploadAttachment(action.id_action, file);
      onChanged();
    } catch (error) {
      refused(error, 'rcaActions.attachments.uploadError');
    } finally {
      setBusy(false);
    }
  };

  const download = async (attachment: AttachmentView) => {
    setProblem(null);
    try {
      saveBlob(await calls.downloadAttachment(attachment.id_attachment), attachment.file_name);
    } catch (error) {
      refused(error, 'global.error.messages.fetchError');
    }
  };

  const remove = async () => {
    const attachment = deleting;
    setDeleting(null);
    if (!attachment) return;
    setProblem(null);
    setBusy(true);
    try {
      await calls.deleteAttachment(attachment.id_attachment);
      onChanged();
    } catch (error) {
      refused(error, 'rootCause.messages.attachmentDeleteError', true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} data-testid={`rca-attachments-${action.id_action}`}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="subtitle2">{translate('rcaActions.attachments.title')}</Typography>
        {canChange && (
          <Button component="label" size="small" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
            {translate('rcaActions.attachments.upload')}
            <input hidden type="file" accept={ATTACHMENT_ACCEPT} onChange={(event) => void upload(event)} data-testid="rca-attachment-file" />
          </Button>
        )}
        {canChange && (
          <Typography variant="caption" color="text.secondary">
            {translate('rcaActions.attachments.hint')}
          </Typography>
        )}
      </Stack>
      {action.attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('rcaActions.attachments.none')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {action.attachments.map((attachment) => (
            <ListItem
              key={attachment.id_attachment}
              data-testid={`rca-attachment-${attachment.id_attachment}`}
              secondaryAction={
                <>
                  <Tooltip title={translate('rcaActions.attachments.download')}>
                    <IconButton
                      aria-label={translate('rcaActions.attachments.download')}
                      onClick={() => void download(attachment)}
                      data-testid={`rca-attachment-download-${attachment.id_attachment}`}
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {canChange && (
                    <Tooltip title={translate('rcaActions.attachments.delete')}>
                      <IconButton
                        aria-label={translate('rcaActions.attachments.delete')}
                        onClick={() => setDeleting(attachment)}
                        disabled={busy}
                        data-testid={`rca-attachment-delete-${attachment.id_attachment}`}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </>
              }
            >
              <ListItemText
                primary={attachment.file_name}
                secondary={`${fileSize(attachment.size, format.number)} · ${format.instant(attachment.created_at, 'dateTime')}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {problem && (
        <Alert severity="error" data-testid="rca-attachment-error">
          {translate(problem.key, { _: problem.key, ...problem.args })}
          {problem.detail && ` ${translate(problem.detail, { _: problem.detail })}`}
        </Alert>
      )}
      <Confirm
        isOpen={deleting !== null}
        title={translate('rcaActions.attachments.deleteTitle', { name: deleting?.file_name ?? '' })}
        content={translate('rcaActions.attachments.deleteContent')}
        confirm={translate('rcaActions.attachments.delete')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
