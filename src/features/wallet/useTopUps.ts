import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useHub, useHubEvent, useHubState } from '../../hub';

/**
 * The user's latest top-up orders from the hub; a `wallet` push (a top-up credited or refused, here
 * or on any device) refetches them, so a pending order turns credited or refused at once.
 */
export function useTopUps() {
  const hub = useHub();
  const { uid } = useHubState();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['topUps', uid], enabled: uid !== null, queryFn: () => hub.topUps() });
  useHubEvent('wallet', () => {
    void client.invalidateQueries({ queryKey: ['topUps', uid] });
  });
  return query;
}

/** Refetches the top-ups (after this tab made an order: a pending one changes no wallet, so no push says so). */
export function useRefreshTopUps(): () => void {
  const { uid } = useHubState();
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['topUps', uid] });
}
