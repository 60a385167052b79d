/** Every domain call's implementation, by area: `HubApi` (hubApi.ts) derives the domain calls from it. */
import type { TabSide } from '../api';
import { callCalls } from './calls';
import { chatCalls } from './chat';
import { friendCalls } from './friends';
import { groupAdminCalls } from './groupAdmin';
import { groupCalls } from './groups';
import { marketCalls } from './market';
import { moneyCalls } from './money';
import { profileCalls } from './profile';
import { roomCalls } from './rooms';

export const DOMAIN = {
  ...friendCalls,
  ...profileCalls,
  ...chatCalls,
  ...groupCalls,
  ...groupAdminCalls,
  ...roomCalls,
  ...moneyCalls,
  ...callCalls,
  ...marketCalls,
};

/** The domain calls as a tab makes them. */
export type DomainCalls = TabSide<typeof DOMAIN>;
