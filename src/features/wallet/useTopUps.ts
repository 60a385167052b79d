import { useQueryClient } from '@tanstack/react-query';
import { useHubState } from '../../hub';
import { hubQueryKey, useHubQuery } from '../../hub/queries';

/**
 * The user's latest top-up orders from the hub; a `wallet` push (a top-up credited or refused, here
 * or on any device) refetches them, so a pending order turns credited or refused at once.
 */
export const useTopUps = () => useHubQuery(['topUps'], (hub) => hub.topUps(), { invalidateOn: ['wallet'] });

/** Refetches the top-ups (after this tab made an order: a pending one changes no wallet, so no push says so). */
export function useRefreshTopUps(): () => void {
  const { uid } = useHubState();
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: hubQueryKey(['topUps'], uid) });
}
