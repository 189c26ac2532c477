import { Bell } from 'lucide-react';
import { type RefObject, useEffect } from 'react';

/**
 * The notification bell's open panel with the spec's empty state (until in-app notifications
 * exist). Loaded on the bell's first hover, focus or press (header-slots.tsx), never with the first
 * page. A plain disclosure: Escape and a click outside close it.
 */
export function NotificationsPanel({
  id,
  wrapper,
  button,
  onClose,
}: {
  id: string;
  wrapper: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) onClose();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [wrapper, button, onClose]);

  return (
    <section
      id={id}
      aria-label="Notifications"
      className="absolute top-12 right-0 z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-2xl border border-ink-100 bg-white text-ink-900 shadow-xl max-md:fixed max-md:top-16 max-md:right-3"
    >
      <div className="border-b border-ink-100 px-4 py-3">
        <h2 className="font-bold">Notifications</h2>
      </div>
      <div className="px-4 py-8 text-center">
        <Bell aria-hidden="true" className="mx-auto h-8 w-8 text-ink-500" />
        <p className="mt-2 font-semibold">No notifications yet</p>
        <p className="mt-1 text-sm text-ink-600">You'll see booking updates, match alerts, and more here</p>
      </div>
    </section>
  );
}
