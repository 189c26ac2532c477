import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { ListedEvent, Profile } from '@/shared/schemas/account';

/**
 * What the booking dialog shows from other features, handed to it by the shell that composes them
 * (shell/lazy/booking-host.tsx): a feature imports no other feature.
 */
export interface BookingCollaborators {
  /** The wishlist heart in the dialog's header (the cart feature's); null until the event loads. */
  WishlistHeart: ComponentType<{ event: ListedEvent | null }>;
  /** The fan's profile (the account feature's query), to prefill the contact step. */
  profileQueryOptions: (owner: string) => UseQueryOptions<Profile, Error, Profile, string[]>;
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

/** The profile of the signed-in fan or the guest, once the session is known. */
export function useContactProfile(owner: string, enabled: boolean): Profile | undefined {
  return useQuery({ ...useCollaborators().profileQueryOptions(owner), enabled }).data;
}
