import type { ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WriteProblem } from './write-problem.js';

export interface EditorDialogSubmit {
  /** Translation key of the submit button. */
  label: string;
  /** A write under way: both buttons wait for it. */
  busy: boolean;
  /** The submit button off for another reason (nothing to send yet). */
  disabled?: boolean;
  onSubmit: () => void;
}

interface EditorDialogProps {
  /** Prefix of the title's and form's element ids (`<name>-title`, `<name>-form`). */
  name: string;
  title: ReactNode;
  maxWidth?: 'xs' | 'sm';
  onClose: () => void;
  /** The server's refusal, its message above the inputs (the field messages go under their inputs). */
  problem?: WriteProblem | null;
  /** The content as a form with cancel and submit buttons; absent when the content brings its own form and buttons. */
  submit?: EditorDialogSubmit;
  children: ReactNode;
}

/** The frame of the editor's dialogs: title, content in a column, the refusal above it, and cancel/submit waiting on the write. */
export function EditorDialog({ name, title, maxWidth = 'xs', onClose, problem, submit, children }: EditorDialogProps) {
  const translate = useTranslate();
  const formId = `${name}-form`;
  const content = (
    <>
      {problem && <Alert severity="error">{problem.message}</Alert>}
      {children}
    </>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={`${name}-title`}>
      <DialogTitle id={`${name}-title`}>{title}</DialogTitle>
      <DialogContent>
        {submit ? (
          <Stack
            component="form"
            id={formId}
            spacing={1.5}
            sx={{ pt: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (!submit.busy && !submit.disabled) submit.onSubmit();
            }}
          >
            {content}
          </Stack>
        ) : (
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            {content}
          </Stack>
        )}
      </DialogContent>
      {submit && (
        <DialogActions>
          <Button onClick={onClose} disabled={submit.busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={submit.busy || submit.disabled}>
            {translate(submit.label)}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
