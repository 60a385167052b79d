import '../player/player.css';
import { MSG_TYPE } from '../../../protocol/enums';
import type { ChatRow } from '../../hub';
import { useHubState } from '../../hub';
import { ClaimNotice } from './MoneyNotices';
import { RedPacketCard } from './RedPacketCard';
import { redPacketTexts, shownName } from './texts';

/** A live room's red packet (type 5: the sender's name and the card) or claim notice (type 8). */
export function RoomRedPacket({ message }: { message: ChatRow }) {
  const { uid } = useHubState();
  const t = redPacketTexts.useT();
  if (message.msgtype === MSG_TYPE.GET_RED_BAG) return <ClaimNotice row={message} />;
  return (
    <div className="room-msg rp-room" data-testid="room-redpacket" data-msgno={message.chatmsgno}>
      <span className="room-msg-name" data-content>
        {shownName(t, message.uid, message.nickname) || `#${message.uid}`}
      </span>
      <RedPacketCard row={message} mine={message.uid === uid} />
    </div>
  );
}
