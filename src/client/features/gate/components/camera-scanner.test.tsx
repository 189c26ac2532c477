import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraScanner } from './camera-scanner';

vi.mock('../qr-decoder', () => ({ loadFrameDecoder: async () => async () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the gate camera', () => {
  it('is turned off when the page closes while the browser is still asking for it', async () => {
    const track = { stop: vi.fn() };
    let grant: (stream: MediaStream) => void = () => {};
    const asked = new Promise<MediaStream>((resolve) => {
      grant = resolve;
    });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: () => asked } });
    const { unmount } = render(<CameraScanner onCode={async () => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    unmount();
    await act(async () => {
      grant({ getTracks: () => [track] } as unknown as MediaStream);
      await asked;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(track.stop).toHaveBeenCalled();
  });
});
