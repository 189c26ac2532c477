import { useLocation } from 'react-router';
import { LINK_TOKEN_PARAM } from '@/shared/domain/site-paths';

/** The token of a mailed link, after '#token=' in the address (a fragment reaches no server); '' without one. */
export function useLinkToken(): string {
  const { hash } = useLocation();
  return new URLSearchParams(hash.replace(/^#/, '')).get(LINK_TOKEN_PARAM) ?? '';
}
