/**
 * The header's weather button (product-spec.md section 2, 'Weather widget'): a pulsing icon while
 * the selected city's weather loads, a muted icon with no popover when it cannot be had (the
 * weather service failed, or the server has no key), and when loaded a button opening the popover.
 * On the first load: this button and its query only; the popover's code is fetched on the
 * button's first hover, focus or press.
 */
import { CloudSun } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useId, useRef, useState } from 'react';
import { cn } from '@/client/lib/cn';
import { cityName, useSelectedCity } from '@/client/lib/selected-city';
import type { WeatherPopoverProps } from '../components/weather-popover';
import { useWeather } from './api/get-weather';
import { formatTemperature } from './format';

const loadPopover = () => import('../components/weather-popover');
const preloadPopover = () => void loadPopover().catch(() => {});
// Offline (the chunk cannot be fetched): the button opens nothing rather than failing the page.
const WeatherPopover = lazy(() =>
  loadPopover().then(
    (m): { default: ComponentType<WeatherPopoverProps> } => ({ default: m.WeatherPopover }),
    () => ({ default: () => null }),
  ),
);

/** `focusClass`: the header's focus ring on its dark background (the shell passes it). */
export function WeatherButton({ focusClass }: { focusClass?: string }) {
  const [city] = useSelectedCity();
  const weather = useWeather(city);
  const button = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const [open, setOpen] = useState(false);
  const [popoverWanted, setPopoverWanted] = useState(false);
  const loaded = weather.isError ? undefined : weather.data;
  // A new city loading, or a refresh that failed: no popover until there is weather to show.
  if (open && !loaded) setOpen(false);

  const place = cityName(city);
  const label = loaded
    ? `Weather in ${place}: ${formatTemperature(loaded.temperatureC)}, ${loaded.condition}`
    : weather.isError
      ? 'Weather unavailable'
      : `Weather in ${place}: loading`;

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-disabled={loaded ? undefined : true}
        aria-haspopup={loaded ? 'dialog' : undefined}
        aria-expanded={loaded ? open : undefined}
        aria-controls={open ? popoverId : undefined}
        className={cn('kp-icon-button', focusClass, !loaded && 'cursor-default hover:bg-transparent')}
        onPointerEnter={loaded ? preloadPopover : undefined}
        onFocus={loaded ? preloadPopover : undefined}
        onClick={() => {
          if (!loaded) return;
          setPopoverWanted(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <CloudSun
          aria-hidden="true"
          className={cn(
            'h-5 w-5',
            !loaded && (weather.isError ? 'text-white/45' : 'motion-safe:animate-pulse'),
          )}
        />
      </button>
      {popoverWanted && loaded ? (
        <Suspense fallback={null}>
          <WeatherPopover
            id={popoverId}
            open={open}
            onOpenChange={setOpen}
            anchor={button}
            weather={loaded}
          />
        </Suspense>
      ) : null}
    </>
  );
}
