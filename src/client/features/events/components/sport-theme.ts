import { SPORTS, type SportId } from '@/shared/constants';
import { findSport } from '@/shared/domain/sports';

/** Dark gradients per sport: white text on them stays above 7:1, no images needed. */
const GRADIENTS: Record<SportId, string> = {
  cricket: 'from-emerald-800 via-emerald-900 to-ink-900',
  football: 'from-sky-800 via-sky-900 to-ink-900',
  kabaddi: 'from-orange-800 via-orange-900 to-ink-900',
  tennis: 'from-lime-800 via-lime-900 to-ink-900',
  hockey: 'from-indigo-700 via-indigo-900 to-ink-900',
  badminton: 'from-fuchsia-800 via-fuchsia-900 to-ink-900',
};

/** A soft glow of the sport's colour on the navy hero. */
const GLOWS: Record<SportId, string> = {
  cricket: 'bg-emerald-500/30',
  football: 'bg-sky-500/30',
  kabaddi: 'bg-orange-500/30',
  tennis: 'bg-lime-500/25',
  hockey: 'bg-indigo-500/30',
  badminton: 'bg-fuchsia-500/30',
};

export function sportInfo(id: string) {
  const sport = findSport(id) ?? SPORTS[0];
  return { ...sport, gradient: GRADIENTS[sport.id], glow: GLOWS[sport.id] };
}

export const isSportId = (id: string | undefined | null): id is SportId => findSport(id) !== undefined;
