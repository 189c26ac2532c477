import { cn } from '@/client/lib/cn';
import { seatLook } from './seat-row';

/** Field marker: a cricket ground with its pitch, or a generic rectangular field. */
export function FieldMarker({ sport }: { sport: string }) {
  if (sport === 'cricket') {
    return (
      <div
        role="img"
        aria-label="Cricket field with the pitch in the middle"
        className="mx-auto flex h-20 w-48 items-center justify-center rounded-[50%] border-2 border-pitch-700 bg-green-100"
      >
        <div className="h-12 w-3 rounded-sm border border-amber-700 bg-amber-200" />
      </div>
    );
  }
  return (
    <div
      role="img"
      aria-label="Field"
      className="mx-auto flex h-16 w-52 items-center justify-center rounded-lg border-2 border-pitch-700 bg-green-100"
    >
      <div className="h-full w-px bg-pitch-700" />
    </div>
  );
}

/** Available, Selected, Occupied, Premium, Standard and Accessible, drawn as the seats are. */
export function Legend() {
  const item = (label: string, className: string) => (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className={cn('h-4 w-4 border-2', className)} />
      {label}
    </li>
  );
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700">
      {item('Available', cn(seatLook.economy, 'rounded-t-md rounded-b-sm'))}
      {item('Selected', cn(seatLook.selected, 'rounded-t-md rounded-b-sm'))}
      {item('Occupied', cn(seatLook.occupied, 'rounded-t-md rounded-b-sm'))}
      {item('Premium', cn(seatLook.premium, 'rounded-t-md rounded-b-sm'))}
      {item('Standard', cn(seatLook.standard, 'rounded-t-md rounded-b-sm'))}
      {item('Accessible', 'rounded-full border-ink-600 bg-white')}
    </ul>
  );
}
