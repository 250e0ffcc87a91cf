import { ApiError } from '../../core/api-error.js';

/** One refused line of an imported file: its 1-based line, an i18n key and the key's arguments. */
export interface ImportLineError {
  row: number;
  key: string;
  args?: Record<string, unknown>;
}

/** 400 IMPORT_REJECTED: nothing was stored; `data.errors` names every refused line. */
export class ImportRejected extends ApiError {
  constructor(readonly errors: readonly ImportLineError[]) {
    super(400, 'IMPORT_REJECTED', 'tags.import.rejected');
  }

  override toBody() {
    return { ...super.toBody(), data: { errors: [...this.errors].sort((a, b) => a.row - b.row) } };
  }
}
