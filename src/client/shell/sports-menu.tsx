import { ChevronDown } from 'lucide-react';
import { type ComponentType, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/client/lib/cn';
import type { SportsMenuRadixProps } from '@/client/shell/lazy/sports-menu-radix';
import { isActivePath, SPORTS_SECTION } from './nav';
import { navLinkClass } from './nav-link-class';

const loadRadixMenu = () => import('@/client/shell/lazy/sports-menu-radix');

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The header's Sports dropdown: Cricket, Football, Kabaddi. Keyboard: Enter/Space/↓ opens,
 * arrows move, Escape closes. The Radix menu is fetched on the first hover, focus or press, so it
 * stays out of the first bundle; until then a look-alike button stands in and hands over
 * focus and an open request.
 */
export function SportsMenu() {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, SPORTS_SECTION);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const request = useRef({ open: false, keyboard: false });
  const [Menu, setMenu] = useState<{ Component: ComponentType<SportsMenuRadixProps> } | null>(null);

  // Read when the Radix menu first renders, not when its module arrives: a key pressed in between
  // (the placeholder still has focus until that render commits) is not lost.
  const takeInitial = () => ({
    ...request.current,
    focusTrigger: document.activeElement === buttonRef.current,
  });

  const load = (open?: { keyboard: boolean }) => {
    if (open) request.current = { open: true, keyboard: open.keyboard };
    void loadRadixMenu()
      .then((module) => {
        setMenu((current) => current ?? { Component: module.SportsMenuRadix });
      })
      .catch(() => {
        // Offline: the button stays; the sport pages are also in the footer and the mobile menu.
      });
  };

  if (Menu) return <Menu.Component pathname={pathname} active={active} takeInitial={takeInitial} />;

  return (
    <button
      ref={buttonRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-current={active ? 'true' : undefined}
      className={cn(navLinkClass(active))}
      onPointerEnter={() => load()}
      onFocus={() => load()}
      onPointerDown={(e) => {
        if (e.button === 0) load({ keyboard: false });
      }}
      onKeyDown={(e) => {
        if (!OPEN_KEYS.has(e.key)) return;
        e.preventDefault();
        load({ keyboard: true });
      }}
    >
      Sports
      <ChevronDown aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
