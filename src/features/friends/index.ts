import './friends.css';

export { AddFriendSheet, addFriendTarget } from './AddFriendSheet';
export { FriendPage } from './FriendPage';
export { ImSearchPage } from './ImSearchPage';
export { groupByLetter, indexLetter } from './initials';
export { NewFriendPage } from './NewFriendPage';
export { ProfileSheet, type ProfileTarget } from './ProfileSheet';
export { RefusedError, refusalCode, refusalText, toastRefusal } from './refusal';
export { displayName, type Friend, useFriendDirectory } from './useFriendDirectory';
export { useMyGroups } from './useMyGroups';
