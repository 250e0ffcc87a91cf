/**
 * Puts text on the clipboard (Clipboard API, W3C Clipboard API and events §8.2 `writeText`); false when the
 * browser refuses (no secure context, no permission, an embedding frame without `clipboard-write`).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
