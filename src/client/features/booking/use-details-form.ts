import { useEffect, useRef, useState } from 'react';
import { resizeGuests } from '@/shared/domain/booking-details';
import type { Profile, SessionUser } from '@/shared/schemas/account';
import type { DetailsForm } from './components/step-details';

const EMPTY: DetailsForm = {
  contact: { name: '', email: '', phone: '', emergencyContact: '', specialRequests: '' },
  guests: [],
  newsletter: true,
  smsUpdates: true,
};

/**
 * Step 3's form: the contact prefilled from the fan's profile (or the session) until they type or
 * a saved form is put back (auto-save: both through the setter), and one guest row for every held
 * seat but the first.
 */
export function useDetailsForm(
  profile: Profile | undefined,
  user: SessionUser | null,
  heldSeats: number,
): [DetailsForm, (next: DetailsForm) => void] {
  const [form, setForm] = useState<DetailsForm>(EMPTY);
  const touched = useRef(false);

  useEffect(() => {
    if (touched.current || (!profile && !user)) return;
    setForm((current) => ({
      ...current,
      contact: {
        ...current.contact,
        name: profile?.name || user?.name || current.contact.name,
        email: profile?.email || user?.email || current.contact.email,
        phone: profile?.phone || current.contact.phone,
      },
    }));
  }, [profile, user]);

  useEffect(() => {
    setForm((current) => ({ ...current, guests: resizeGuests(current.guests, heldSeats) }));
  }, [heldSeats]);

  const edit = (next: DetailsForm) => {
    touched.current = true;
    setForm(next);
  };
  return [form, edit];
}
