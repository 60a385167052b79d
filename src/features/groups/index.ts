import './groups.css';

export { GroupPage } from './GroupPage';
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
