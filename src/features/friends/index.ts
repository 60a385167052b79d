import './friends.css';

export { AddFriendSheet, addFriendTarget } from './AddFriendSheet';
export { Avatar } from './Avatar';
export { FriendPage } from './FriendPage';
export { displayName, type Friend, refreshFriends, useFriendDirectory } from './friendStore';
export { ask, RefusedError, refusalCode, refusalText, toastRefusal } from './hubCalls';
export { ImSearchPage } from './ImSearchPage';
export { groupByLetter, indexLetter } from './initials';
export { NewFriendPage } from './NewFriendPage';
export { ProfileSheet, type ProfileTarget } from './ProfileSheet';
export { useMyGroups } from './useMyGroups';
