import type { QRCode } from 'jsqr';

type JsQr = (data: Uint8ClampedArray, width: number, height: number, options?: { inversionAttempts?: 'attemptBoth' }) => QRCode | null;

let decoder: Promise<JsQr> | undefined;

/** jsQR, loaded on the first scan only (it stays out of the sign-in screen's bundle). */
export function loadDecoder(): Promise<JsQr> {
  decoder ??= import('jsqr').then((module) => {
    const exported = module.default as unknown as JsQr | { default: JsQr };
    return typeof exported === 'function' ? exported : exported.default;
  });
  decoder.catch(() => (decoder = undefined)); // a failed chunk load is tried again at the next scan
  return decoder;
}

/** The text of a QR code in the video's current frame, drawn (at most 640 px wide) on the canvas. */
export function decodeFrame(decode: JsQr, video: HTMLVideoElement, canvas: HTMLCanvasElement): string | undefined {
  if (video.readyState < video.HAVE_CURRENT_DATA || !video.videoWidth) return undefined;
  const scale = Math.min(1, 640 / video.videoWidth);
  const width = Math.round(video.videoWidth * scale);
  const height = Math.round(video.videoHeight * scale);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(video, 0, 0, width, height);
  const image = context.getImageData(0, 0, width, height);
  return decode(image.data, width, height, { inversionAttempts: 'attemptBoth' })?.data || undefined;
}
