import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Light and dark in video range (Y′ 16–235); chroma grey. */
const LIGHT = 235;
const DARK = 16;

/**
 * Writes a short Y4M video (what Chromium's --use-file-for-fake-video-capture plays as the camera,
 * looping) showing the QR code of `text`, drawn from the same `qrcode` package that draws the fans'
 * tickets, centred with its quiet zone on a light frame.
 */
export function writeQrVideo(path: string, text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const span = modules.size + 2 * quiet;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / span);
  const left = Math.floor((WIDTH - span * scale) / 2) + quiet * scale;
  const top = Math.floor((HEIGHT - span * scale) / 2) + quiet * scale;
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(LIGHT);
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col))
        for (let y = 0; y < scale; y += 1)
          luma.fill(
            DARK,
            (top + row * scale + y) * WIDTH + left + col * scale,
            (top + row * scale + y) * WIDTH + left + (col + 1) * scale,
          );
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, frame, frame, frame]));
}
