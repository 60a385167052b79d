/** Every domain call's implementation, by area (the calls are declared in types.ts). */
import { callCalls } from './calls';
import { chatCalls } from './chat';
import { friendCalls } from './friends';
import { groupAdminCalls } from './groupAdmin';
import { groupCalls } from './groups';
import { marketCalls } from './market';
import { moneyCalls } from './money';
import { profileCalls } from './profile';
import { roomCalls } from './rooms';
import type { DomainImplementation } from './send';

export const DOMAIN: DomainImplementation = {
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
