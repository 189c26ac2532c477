import { istDateTime, istInstant } from './time';

export interface Season {
  /** '2026-27'. */
  label: string;
  /** ISO instants: the season runs from `from` (included) to `to` (excluded). */
  from: string;
  to: string;
}

/**
 * The season an instant falls in. India's sports seasons straddle the new year (the catalogue's
 * tournaments are named '2026-27'), so a season here runs from 1 July to 30 June in India time
 * rather than by calendar year: the 2026-27 season is 1 July 2026 to 30 June 2027.
 */
export function seasonOf(instant: Date): Season {
  const { date } = istDateTime(instant);
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 7 ? year : year - 1;
  return {
    label: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    from: istInstant(`${start}-07-01`, '00:00') as string,
    to: istInstant(`${start + 1}-07-01`, '00:00') as string,
  };
}
