import { Droplets, Wind } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import { Popover, PopoverAnchor, PopoverContent, PopoverTitle } from '@/client/components/ui/popover';
import type { Weather } from '@/shared/schemas/weather';
import { conditionIcon } from '../condition-icon';
import { formatHumidity, formatTemperature, formatWind } from '../shell/format';

export interface WeatherPopoverProps {
  /** The id the header's button names in aria-controls. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's weather button: the popover sits below it and gives focus back to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  weather: Weather;
}

/**
 * The weather popover (product-spec.md section 2): location name, region, temperature in °C,
 * condition, humidity and wind in km/h. Loaded on the weather button's first hover, focus or press
 * (shell/weather-button.tsx), never with the first page.
 */
export function WeatherPopover({ id, open, onOpenChange, anchor, weather }: WeatherPopoverProps) {
  // Closed by a click or focus elsewhere: focus stays where the fan put it, not back on the button.
  const leftOutside = useRef(false);
  const ConditionIcon = conditionIcon(weather.conditionCode);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        id={id}
        onInteractOutside={(event) => {
          // The button toggles the popover itself; a press on it is no outside click.
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          else leftOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!leftOutside.current) anchor.current?.focus();
          leftOutside.current = false;
        }}
      >
        <PopoverTitle className="text-base leading-tight font-bold">{weather.locationName}</PopoverTitle>
        <p className="text-sm text-ink-600">{weather.region}</p>
        <div className="mt-3 flex items-center gap-3">
          <ConditionIcon aria-hidden="true" className="h-10 w-10 shrink-0 text-brand-600" />
          <div>
            <p className="text-3xl leading-none font-bold">{formatTemperature(weather.temperatureC)}</p>
            <p className="mt-1 text-sm font-medium">{weather.condition}</p>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-ink-100 pt-3 text-sm">
          <div>
            <dt className="flex items-center gap-1 text-ink-600">
              <Droplets aria-hidden="true" className="h-4 w-4" />
              Humidity
            </dt>
            <dd className="mt-0.5 font-semibold">{formatHumidity(weather.humidity)}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-ink-600">
              <Wind aria-hidden="true" className="h-4 w-4" />
              Wind
            </dt>
            <dd className="mt-0.5 font-semibold">{formatWind(weather.windKph)}</dd>
          </div>
        </dl>
      </PopoverContent>
    </Popover>
  );
}
