import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { ListedEvent, Profile } from '@/shared/schemas/account';
import type { HeldPlanSeat, PlanSeatRef, SeatCategory } from '@/shared/schemas/booking';

/**
 * What the booking dialog shows from other features, handed to it by the shell that composes them
 * (shell/lazy/booking-host.tsx): a feature imports no other feature.
 */
export interface BookingCollaborators {
  /** The wishlist heart in the dialog's header (the cart feature's); null until the event loads. */
  WishlistHeart: ComponentType<{ event: ListedEvent | null }>;
  /** The fan's profile (the account feature's query), to prefill the contact step. */
  profileQueryOptions: (owner: string) => UseQueryOptions<Profile, Error, Profile, string[]>;
  /** The stadium map (the stadium-map feature's, loaded on demand) for an event on its venue's seating plan. */
  StadiumMap: ComponentType<StadiumMapSlotProps>;
}

/** What step 1 gives the stadium map: the event, its price bands, the held plan seats, and ways to hold. */
export interface StadiumMapSlotProps {
  eventId: string;
  venueId: string;
  stadium: string;
  categories: readonly SeatCategory[];
  held: readonly HeldPlanSeat[];
  /** The held seats' price in rupees, as the hold's bill lines have it. */
  total: number;
  onHoldSeats: (seats: PlanSeatRef[]) => Promise<unknown>;
  /** Answers the seats held. */
  onHoldBest: (categoryId: string, count: number) => Promise<readonly HeldPlanSeat[]>;
}

const Collaborators = createContext<BookingCollaborators | null>(null);

export function BookingCollaboratorsProvider({
  value,
  children,
}: {
  value: BookingCollaborators;
  children: ReactNode;
}) {
  return <Collaborators.Provider value={value}>{children}</Collaborators.Provider>;
}

function useCollaborators(): BookingCollaborators {
  const value = useContext(Collaborators);
  if (!value) throw new Error('The booking dialog is rendered without its collaborators');
  return value;
}

export const useWishlistHeart = () => useCollaborators().WishlistHeart;

export const useStadiumMap = () => useCollaborators().StadiumMap;

/** The profile of the signed-in fan or the guest, once the session is known. */
export function useContactProfile(owner: string, enabled: boolean): Profile | undefined {
  return useQuery({ ...useCollaborators().profileQueryOptions(owner), enabled }).data;
}
