import '../rooms/rooms.css';
import { MSG_TYPE } from '../../../protocol/enums';
import { useUserName } from '../../components';
import type { ChatRow } from '../../hub';
import { useHubState } from '../../hub';
import { ClaimNotice } from './MoneyNotices';
import { RedPacketCard } from './RedPacketCard';

/** A live room's red packet (type 5: the sender's name and the card) or claim notice (type 8). */
export function RoomRedPacket({ message }: { message: ChatRow }) {
  const { uid } = useHubState();
  const name = useUserName();
  if (message.msgtype === MSG_TYPE.GET_RED_BAG) return <ClaimNotice row={message} />;
  return (
    <div className="room-msg red-packet-room" data-testid="room-redpacket" data-msgno={message.chatmsgno}>
      <span className="room-msg-name" data-content>
        {name(message)}
      </span>
      <RedPacketCard row={message} mine={message.uid === uid} />
    </div>
  );
}
