import { ChevronDown, MapPin } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/client/lib/cn';
import { isSelectorCity, useSelectedCity } from '@/client/lib/selected-city';
import { SELECTOR_CITIES } from '@/shared/constants';
import { onDarkFocus } from './on-dark';

/**
 * The header's city selector: the ten selector cities, Delhi by default, remembered under the
 * storage key selectedCity and shared with every other reader through useSelectedCity.
 * A native select: fast, and the phone's own picker on mobile.
 */
export function CitySelector({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const [city, setCity] = useSelectedCity();
  const id = useId();
  const dark = tone === 'dark';
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className={dark ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-ink-900'}>
        City
      </label>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2',
            dark ? 'text-orange-300' : 'text-brand-600',
          )}
        />
        <select
          id={id}
          value={city}
          onChange={(e) => {
            if (isSelectorCity(e.target.value)) setCity(e.target.value);
          }}
          className={cn(
            'h-10 w-full cursor-pointer appearance-none rounded-lg pr-9 pl-9 text-sm font-semibold',
            dark
              ? cn('border border-white/20 bg-white/10 text-white hover:bg-white/15', onDarkFocus)
              : 'border border-ink-200 bg-white text-ink-900',
          )}
        >
          {SELECTOR_CITIES.map((c) => (
            <option key={c.id} value={c.id} className="bg-white text-ink-900">
              {c.name}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2',
            dark ? 'text-ink-100' : 'text-ink-600',
          )}
        />
      </div>
    </div>
  );
}
