import './redpacket.css';

export { RedPacketHistoryPage } from './RedPacketHistoryPage';
