import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import normalUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import type { PdfFont } from './pdf-font.js';

/** Bytes in one `String.fromCharCode` call: well under the engines' argument limits. */
const CHUNK = 0x8000;

async function fileInBase64(url: string): Promise<string> {
  // A raw fetch on purpose: a file of the app's build, no API call, so no session headers.
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return btoa(binary);
}

/**
 * The PDF's font, DejaVu Sans (Latin, Greek, Cyrillic and the technical signs of units: Ω, µ, ≥, ±),
 * fetched when an export starts, so its files stay out of the app's bundle; undefined when it cannot be read.
 */
export async function loadPdfFont(): Promise<PdfFont | undefined> {
  try {
    const [normal, bold] = await Promise.all([fileInBase64(normalUrl), fileInBase64(boldUrl)]);
    return { family: 'DejaVuSans', normal, bold };
  } catch {
    return undefined;
  }
}
