import { Camera, CameraOff } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { type FrameDecoder, loadFrameDecoder } from '../qr-decoder';

/** A frame every so often is plenty for a QR held up to the camera, and leaves the phone cool. */
const FRAME_MS = 150;
/** The same code held in front of the camera answers once, not once per frame. */
const SAME_CODE_MS = 3000;

type CameraState = 'off' | 'starting' | 'on' | 'denied';

/** Turns the camera off (its light too). */
function releaseCamera(stream: RefObject<MediaStream | null>) {
  for (const track of stream.current?.getTracks() ?? []) track.stop();
  stream.current = null;
}

/**
 * The phone's back camera reading QR codes: each new code is handed to onCode. Off until the
 * steward starts it (the browser asks for the camera then); stopped when the page closes.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => Promise<void> }) {
  const [state, setState] = useState<CameraState>('off');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;

  const unmounted = useRef(false);

  const stop = () => {
    releaseCamera(stream);
    setState('off');
  };

  const start = async () => {
    setState('starting');
    try {
      const [media, decoder] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        loadFrameDecoder(),
      ]);
      stream.current = media;
      // The page closed while the browser was still asking: nothing will stop it later.
      if (unmounted.current) return releaseCamera(stream);
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play();
      }
      setState('on');
      void watch(decoder);
    } catch {
      setState('denied');
    }
  };

  const watch = async (decode: FrameDecoder) => {
    let last = { code: '', at: 0 };
    while (stream.current && video.current) {
      const code = await decode(video.current).catch(() => null);
      const now = Date.now();
      if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) {
        last = { code, at: now };
        await handler.current(code);
      }
      await new Promise((resolve) => setTimeout(resolve, FRAME_MS));
    }
  };

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      releaseCamera(stream);
    };
  }, []);

  return (
    <div className="space-y-2">
      <div className={state === 'on' ? 'overflow-hidden rounded-2xl bg-ink-900' : 'hidden'}>
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera view"
          className="aspect-[4/3] w-full object-cover"
        />
      </div>
      {state === 'on' ? (
        <Button variant="secondary" onClick={stop} className="w-full">
          <CameraOff aria-hidden="true" className="h-4 w-4" />
          Stop camera
        </Button>
      ) : (
        <Button
          variant="secondary"
          onClick={() => void start()}
          disabled={state === 'starting'}
          className="w-full"
        >
          <Camera aria-hidden="true" className="h-4 w-4" />
          {state === 'starting' ? 'Starting camera…' : 'Scan with camera'}
        </Button>
      )}
      {state === 'denied' ? (
        <p role="alert" className="text-sm text-red-700">
          The camera could not start (no camera, or permission refused). Type or scan the code below.
        </p>
      ) : null}
    </div>
  );
}
