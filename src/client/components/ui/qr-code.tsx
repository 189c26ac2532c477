import { useEffect, useState } from 'react';
import { cn } from '@/client/lib/cn';

type QrModule = typeof import('qrcode');

let loading: Promise<QrModule> | undefined;
/** The qrcode package loads on the first QR code shown, never with the first page. */
function loadQr(): Promise<QrModule> {
  loading ??= import('qrcode').then((mod) => ('default' in mod ? (mod.default as QrModule) : mod));
  return loading;
}

/** The QR code of `value` as an SVG data URL (no canvas, so it also renders in tests and print). */
export async function qrSvgDataUrl(value: string): Promise<string> {
  const qr = await loadQr();
  const svg = await qr.toString(value, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A scannable QR code of `value`, drawn black on white at `size` CSS pixels. `label` is its alt
 * text. A placeholder of the same size holds the place while the encoder loads.
 */
export function QrCode({
  value,
  label,
  size = 192,
  className,
}: {
  value: string;
  label: string;
  size?: number;
  className?: string;
}) {
  const [drawn, setDrawn] = useState<{ value: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    qrSvgDataUrl(value).then(
      (src) => {
        if (live) setDrawn({ value, src });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [value]);

  const box = { width: size, height: size };
  if (drawn?.value === value) {
    return (
      <img
        src={drawn.src}
        alt={label}
        width={size}
        height={size}
        className={cn('shrink-0 rounded-lg bg-white', className)}
      />
    );
  }
  if (failed) {
    return (
      <p
        style={box}
        className={cn(
          'flex shrink-0 items-center justify-center rounded-lg border border-dashed border-ink-200 p-3 text-center text-xs text-ink-600',
          className,
        )}
      >
        The QR code could not be drawn. Please reload the page.
      </p>
    );
  }
  return <div aria-hidden="true" style={box} className={cn('kp-skeleton shrink-0', className)} />;
}
