import type { ActivityAction } from '@/shared/schemas/account';

/**
 * What a fan did (product-spec.md section 3 'Activity entry'), announced by the feature where it
 * happened and recorded by the account feature, which owns the activity history: the shell wires
 * the recorder (providers.tsx), so no feature imports another to report an action.
 */
export interface ActivityReport {
  /** 'guest' or the user's id. */
  owner: string;
  action: ActivityAction;
  data: Record<string, unknown>;
}

const ACTIVITY_EVENT = 'khelpass:activity';

/** Fire and forget: recording never blocks or fails the action. */
export function reportActivity(owner: string, action: ActivityAction, data: Record<string, unknown>): void {
  window.dispatchEvent(new CustomEvent<ActivityReport>(ACTIVITY_EVENT, { detail: { owner, action, data } }));
}

/** Calls `record` for every report until the returned function is called. */
export function onActivityReported(record: (report: ActivityReport) => void): () => void {
  const listener = (event: Event) => record((event as CustomEvent<ActivityReport>).detail);
  window.addEventListener(ACTIVITY_EVENT, listener);
  return () => window.removeEventListener(ACTIVITY_EVENT, listener);
}
