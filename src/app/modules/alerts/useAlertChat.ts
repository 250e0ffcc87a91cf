import { useCallback, useEffect, useMemo, useState } from 'react';
import { ALERT_CHAT_REFRESH_MS, chatMessageBody } from '../../../domain/alerts/index.js';
import { useHttpClient } from '../../data/useHttpClient.js';
import { useAsyncData } from '../data-entry/shared/useAsyncData.js';
import type { ChatMessage } from './alert-records.js';
import { fetchChat, postChatMessage } from './alerts-api.js';
import { shownChatMessages } from './chat-messages.js';
import { useSignedUnit } from './useSignedUnit.js';

export interface AlertChat {
  messages: ChatMessage[];
  loading: boolean;
  failed: boolean;
  /** Sends a comment; false when it is empty (ignored, section 5) or the server refused it. */
  send: (text: string) => Promise<boolean>;
}

/** The alert's comments (`ALE/entities/MENSAGEM`), oldest first, read again every 30 s and after sending. */
export function useAlertChat(idMovalerta: number | undefined): AlertChat {
  const http = useHttpClient();
  const { userId } = useSignedUnit();
  const chat = useAsyncData(idMovalerta === undefined ? null : String(idMovalerta), () => fetchChat(http, idMovalerta!));
  const { reload } = chat;
  const [sendFailed, setSendFailed] = useState(false);

  useEffect(() => {
    if (idMovalerta === undefined) return undefined;
    const timer = setInterval(reload, ALERT_CHAT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [idMovalerta, reload]);

  const send = useCallback(
    async (text: string) => {
      const body = idMovalerta === undefined || userId === undefined ? undefined : chatMessageBody(text, userId, idMovalerta, Date.now());
      if (!body) return false;
      try {
        await postChatMessage(http, body);
        setSendFailed(false);
        return true;
      } catch {
        setSendFailed(true);
        return false;
      } finally {
        reload();
      }
    },
    [http, idMovalerta, userId, reload],
  );

  const messages = useMemo(() => shownChatMessages(chat.data ?? []), [chat.data]);
  return { messages, loading: chat.loading, failed: chat.error !== undefined || sendFailed, send };
}
