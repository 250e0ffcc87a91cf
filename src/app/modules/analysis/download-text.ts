import { saveBlob } from '../../files/save-blob.js';

/** Saves text as a file through the browser (a BOM first, so spreadsheet programs read UTF-8). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob(['\ufeff', text], { type }), fileName);
}
