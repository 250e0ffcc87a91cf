import { useEffect, useRef, useState } from 'react';
import { Box, Button, LinearProgress, List, ListItem, ListItemAvatar, ListItemText, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { isEmptyComment } from '../../../domain/alerts/index.js';
import type { ChatMessage } from './alert-records.js';
import { AlertUserAvatar } from './AlertUserAvatar.js';
import { useAlertChat } from './useAlertChat.js';
import { useAlertTime } from './useAlertTime.js';

/** As the server's limit. */
const MAX_COMMENT_LENGTH = 2000;

export interface AlertChatProps {
  idMovalerta: number;
  /** Create permission on operational-alerts (the server refuses anyway). */
  canComment: boolean;
  /** The author's name when the message does not carry it. */
  nameOf: (idUsuario: number) => string | undefined;
}

/** The alert's comments, refreshed every 30 s, and the box to add one. */
export function AlertChat({ idMovalerta, canComment, nameOf }: AlertChatProps) {
  const translate = useTranslate();
  const time = useAlertTime();
  const chat = useAlertChat(idMovalerta);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  const count = chat.messages.length;
  useEffect(() => {
    // A block body: some browsers' scrollIntoView returns a promise, which must not become the effect's cleanup.
    void end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  const send = async () => {
    if (isEmptyComment(text)) return;
    setSending(true);
    if (await chat.send(text)) setText('');
    setSending(false);
  };
  const author = (message: ChatMessage) => message.usu_nome ?? nameOf(message.id_usuario) ?? `#${message.id_usuario}`;

  return (
    <Stack spacing={1} data-testid="alert-chat">
      <Typography variant="subtitle2" component="h3">
        {translate('alerts.chat.title')}
      </Typography>
      {chat.loading && count === 0 && <LinearProgress />}
      {count === 0 && !chat.loading && (
        <Typography variant="body2" color="text.secondary">
          {translate('alerts.chat.empty')}
        </Typography>
      )}
      {count > 0 && (
        <List dense disablePadding sx={{ maxHeight: 260, overflowY: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}>
          {chat.messages.map((message, index) => (
            <ListItem
              key={message.id_mensagem ?? `${message.data}-${index}`}
              alignItems="flex-start"
              data-testid="alert-chat-message"
              ref={index === count - 1 ? end : undefined}
            >
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <AlertUserAvatar user={{ id_usuario: message.id_usuario, usu_nome: author(message), usu_foto: message.usu_foto }} />
              </ListItemAvatar>
              <ListItemText
                primary={
                  <>
                    <b>{author(message)}</b>{' '}
                    <Typography component="span" variant="caption" color="text.secondary">
                      {time.absolute(message.data)}
                    </Typography>
                  </>
                }
                secondary={message.mensagem}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap', color: 'text.primary' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {chat.failed && (
        <Typography variant="body2" color="error">
          {translate('alerts.chat.failed')}
        </Typography>
      )}
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          fullWidth
          multiline
          maxRows={4}
          value={text}
          disabled={!canComment || sending}
          placeholder={translate('alerts.chat.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          slotProps={{ htmlInput: { 'aria-label': translate('alerts.chat.placeholder'), 'data-testid': 'alert-chat-input', maxLength: MAX_COMMENT_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!canComment || sending || isEmptyComment(text)}
          data-testid="alert-chat-send"
        >
          {translate('alerts.chat.send')}
        </Button>
      </Box>
    </Stack>
  );
}
