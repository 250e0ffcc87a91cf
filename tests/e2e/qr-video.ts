import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { create } from 'qrcode';

/**
 * Writes a Y4M video (YUV4MPEG2, 4:2:0) showing a QR code of `text`, black on white and centred, for
 * Chromium's `--use-file-for-fake-video-capture`, which plays it in a loop as the camera.
 */
export function writeQrVideo(text: string, file: string, width = 320, height = 240, frames = 3): void {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor((Math.min(width, height) - 8) / (modules.size + 2 * quiet));
  const side = scale * modules.size;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(16, (top + row * scale + y) * width + left + col * scale, (top + row * scale + y) * width + left + (col + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
