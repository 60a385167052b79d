import { bodyText } from '../../../protocol/content/body';
import { MSG_TYPE } from '../../../protocol/enums';
import { maskWords } from '../../../protocol/shield';
import { useShieldWords } from '../../api';
import { useUserName } from '../../components';
import type { ChatRow } from '../../hub';
import { RoomRedPacket } from '../redpacket';
import { giftOf } from './chatRules';
import { playerTexts } from './texts';
import { useLongPress } from './useLongPress';

export interface MessageRole {
  hostUid: number;
  admins: ReadonlySet<number>;
}

/** One line of the room chat: the sender (with a host or admin badge) and the text, as text. */
export function ChatMessage({
  message,
  role,
  onManage,
}: {
  message: ChatRow;
  role: MessageRole;
  /** Set when the viewer may moderate this message (long press 1 s). */
  onManage?: (message: ChatRow) => void;
}) {
  const t = playerTexts.useT();
  const shielded = useShieldWords();
  const name = useUserName();
  const press = useLongPress(() => onManage?.(message), onManage !== undefined);
  const gift = giftOf(message);
  if (gift) {
    return (
      <div className="room-msg room-msg-gift" data-testid="room-gift-msg" data-msgno={message.chatmsgno}>
        <span className="room-msg-name" data-content>
          {gift.nickname}
        </span>
        <span>{t('giftTo', { name: gift.name, num: gift.num })}</span>
        {gift.icon && <img className="room-msg-gift-icon" src={gift.icon} alt="" />}
      </div>
    );
  }
  if (message.msgtype === MSG_TYPE.RED_BAG || message.msgtype === MSG_TYPE.GET_RED_BAG) {
    return <RoomRedPacket message={message} />;
  }
  if (message.msgtype === MSG_TYPE.SYSTEM || message.msgtype === MSG_TYPE.SERVER_TEXT) {
    return (
      <div className="room-msg room-msg-system" data-content data-msgno={message.chatmsgno}>
        {bodyText(message.body)}
      </div>
    );
  }
  const image = message.body.kind === 'image' ? message.body.image : null;
  const badge = message.uid === role.hostUid ? 'host' : role.admins.has(message.uid) ? 'admin' : null;
  return (
    <div
      className="room-msg"
      data-testid="room-msg"
      data-msgno={message.chatmsgno}
      data-uid={message.uid}
      {...press}
    >
      {badge && <span className={`room-badge room-badge-${badge}`}>{t(badge)}</span>}
      <span className="room-msg-name" data-content>
        {name(message)}
      </span>
      {image ? (
        <img className="room-msg-img" src={image.url} alt="" loading="lazy" />
      ) : (
        <span className="room-msg-text" data-content>
          {maskWords(bodyText(message.body) || message.content, shielded)}
        </span>
      )}
    </div>
  );
}
