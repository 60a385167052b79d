import './groups.css';

export { GroupPage } from './GroupPage';
export { JoinRequestNotifier } from './JoinRequestNotifier';
export {
  can,
  canEditInfo,
  canInvite,
  canRemove,
  canRemoveAdmin,
  canSetAdmin,
  maskOf,
  type Role,
  roleOf,
} from './roles';
