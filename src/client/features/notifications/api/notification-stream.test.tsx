import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_STREAM_URL, useNotificationStream } from './notification-stream';

/** A stand-in for the browser's EventSource: records what the hook opened and closed. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  static readonly CLOSED = 2;
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) =>
  act(() => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  });
const live = () => FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED);

beforeEach(() => {
  FakeEventSource.opened = [];
  visibility = 'visible';
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderStream() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useNotificationStream('user-1', () => {}), { wrapper });
}

describe('the notification stream of a tab', () => {
  it('is open while the tab is visible, closed while it is hidden, and opened again when it shows', () => {
    const view = renderStream();
    expect(live().map((source) => source.url)).toEqual([NOTIFICATION_STREAM_URL]);
    setVisibility('hidden');
    expect(live()).toEqual([]);
    setVisibility('visible');
    expect(live()).toHaveLength(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    view.unmount();
    expect(live()).toEqual([]);
  });

  it('opens nothing in a tab that starts hidden until it shows', () => {
    visibility = 'hidden';
    renderStream();
    expect(FakeEventSource.opened).toEqual([]);
    setVisibility('visible');
    expect(live()).toHaveLength(1);
  });
});
