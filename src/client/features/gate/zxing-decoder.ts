import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

// ZXing-C++ as WebAssembly (zxing-wasm, reader only), for browsers without BarcodeDetector (Firefox,
// Safari, desktop Linux Chromium). Loaded only by the gate's camera, never in the first load: the
// module is ~30 kB and the .wasm ~950 kB (~410 kB gzip), served from our own assets (immutable,
// kept by the browser), never from a CDN, so a gate that opened once scans without signal.
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

/** The text of the QR code in the image, or null when there is none (or it is damaged). */
export async function decodeQr(image: ImageData): Promise<string | null> {
  const [found] = await readBarcodes(image, { formats: ['QRCode'], maxNumberOfSymbols: 1 });
  return found?.isValid ? found.text : null;
}
