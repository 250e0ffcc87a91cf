/** A logged message (platform-core sections 3 and 5): kind in `log_tipo`, type in `log_acao`. */
export type LogKind = 'info' | 'warn' | 'error' | 'success';
export type LogType = 'navigate_to' | 'click' | 'create_item' | 'update_item' | 'delete_item' | 'component';

export interface LogEntry {
  log_tipo: LogKind;
  log_acao: LogType;
  log_texto: string;
}

/** The server's limit on log_texto (schemas/log/log-entry.schema.json). */
export const maxLogText = 2000;

export function logEntry(log_acao: LogType, text: string, log_tipo: LogKind = 'info'): LogEntry {
  return { log_tipo, log_acao, log_texto: (text || '-').slice(0, maxLogText) };
}
