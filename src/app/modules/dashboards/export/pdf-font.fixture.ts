import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PdfFont } from './pdf-font.js';

const require = createRequire(import.meta.url);
const base64Of = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)).toString('base64');

/** The export's font as `loadPdfFont` gives it in the browser, read from the package in Node (unit tests). */
export const dejaVuSans: PdfFont = { family: 'DejaVuSans', normal: base64Of('DejaVuSans.ttf'), bold: base64Of('DejaVuSans-Bold.ttf') };
