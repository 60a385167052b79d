import './redpacket.css';

// NOTE: the chats import the bubbles and the composer's button from here; the history page comes
// through `pages.ts`, which only the route table imports, lazily.
export { ClaimNotice, TransferCard } from './MoneyNotices';
export { RedPacketCard } from './RedPacketCard';
export { RoomRedPacket } from './RoomRedPacket';
export { RedPacketTool, SendRedPacketSheet } from './SendRedPacketSheet';
