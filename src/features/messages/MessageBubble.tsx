import { useEffect, useRef, useState } from 'react';
import type { FileContent, ImageContent, ReplyContent } from '../../../protocol/content';
import { MSG_TYPE } from '../../../protocol/enums';
import { maskWords } from '../../../protocol/shield';
import { useShieldWords } from '../../api';
import { Avatar, useUserName } from '../../components';
import type { ChatRow } from '../../hub';
import { CallRecordBody } from '../calls';
import { OrderNoteCard } from '../market';
import { ClaimNotice, RedPacketCard, TransferCard } from '../redpacket';
import { MoneyNoticeCard } from '../wallet';
import { fileSize } from './format';
import { ImageView } from './ImageView';
import { VideoBody, VoiceBody } from './MediaBodies';
import { AdCard, MiniProgramCard } from './PromoCards';
import { chatTexts } from './texts';

/** Types shown as a centred notice rather than a bubble. */
export const NOTICE_TYPES: ReadonlySet<number> = new Set([
  MSG_TYPE.WITHDRAW,
  MSG_TYPE.SYSTEM,
  MSG_TYPE.CENTER_TIP,
  MSG_TYPE.CENTER_TIP_CONFIRM_1,
  MSG_TYPE.CENTER_TIP_CONFIRM_2,
  MSG_TYPE.CENTER_TIP_CONFIRM_3,
  MSG_TYPE.CENTER_TIP_GROUP_CODE,
  MSG_TYPE.CENTER_TIP_VOICE_PROVIDER,
]);

function ImageBody({ image, content }: { image: ImageContent | null; content: string }) {
  const [open, setOpen] = useState(false);
  if (!image) return <span className="im-text">{content}</span>;
  // Keep the box's shape before the picture loads, so the list does not jump.
  const w = image.w > 0 ? Math.max(80, Math.min(180, image.w)) : 160;
  const h =
    image.w > 0 && image.h > 0 ? Math.max(60, Math.min(240, Math.round((w * image.h) / image.w))) : 120;
  return (
    <>
      <button type="button" className="im-image" onClick={() => setOpen(true)}>
        <img src={image.url} alt="" width={w} height={h} loading="lazy" data-testid="msg-image" />
      </button>
      <ImageView url={image.url} visible={open} onClose={() => setOpen(false)} />
    </>
  );
}

function FileBody({ file }: { file: FileContent }) {
  const t = chatTexts.useT();
  const body = (
    <>
      <span className="im-file-icon" aria-hidden="true">
        {(file.filename.split('.').pop() ?? '').slice(0, 4).toUpperCase() || 'FILE'}
      </span>
      <span className="im-card-main">
        <span className="im-card-title">{file.filename}</span>
        <span className="im-card-desc">{fileSize(file.size)}</span>
      </span>
    </>
  );
  return file.url ? (
    <a
      className="im-card im-file"
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      download={file.filename}
      title={t('download')}
    >
      {body}
    </a>
  ) : (
    <span className="im-card im-file">{body}</span>
  );
}

function CardBody({ row }: { row: ChatRow }) {
  const t = chatTexts.useT();
  if (row.body.kind !== 'card') return null;
  const card = row.body.card;
  const kind = row.msgtype === MSG_TYPE.SHARE_LINK ? 'link' : 'card';
  const label = {
    link: t('link'),
    card: row.msgtype === MSG_TYPE.GROUP_CARD ? t('groupCard') : t('card'),
  }[kind];
  if (kind === 'link' && /^https?:\/\//.test(card.url)) {
    return (
      <a className="im-card im-card-link" href={card.url} target="_blank" rel="noopener noreferrer">
        <span className="im-card-main">
          <span className="im-card-title">{card.title || card.url}</span>
          {card.desc && <span className="im-card-desc">{card.desc}</span>}
        </span>
        {card.image && <img className="im-card-thumb" src={card.image} alt="" />}
        <span className="im-card-foot">{label}</span>
      </a>
    );
  }
  return (
    <span className={`im-card im-card-${kind}`}>
      <span className="im-card-main">
        <span className="im-card-title">{card.amount ? `¥${card.amount}` : card.title || label}</span>
        {(card.desc || (card.amount && card.title)) && (
          <span className="im-card-desc">{card.desc || card.title}</span>
        )}
      </span>
      <span className="im-card-foot">{label}</span>
    </span>
  );
}

function ReplyBody({ reply }: { reply: ReplyContent }) {
  return (
    <>
      {reply.quote.preview && (
        <span className="im-quote">
          {reply.quote.nickname && <b>{reply.quote.nickname}: </b>}
          {reply.quote.preview}
        </span>
      )}
      <span className="im-text">{reply.text}</span>
    </>
  );
}

function Body({ row, mine }: { row: ChatRow; mine: boolean }) {
  const t = chatTexts.useT();
  const shielded = useShieldWords();
  const { body } = row;
  const unsupported = <span className="im-text im-unsupported">{t('unsupported')}</span>;
  switch (body.kind) {
    case 'redPacket':
      return <RedPacketCard row={row} mine={mine} />;
    case 'transfer':
      return <TransferCard row={row} />;
    case 'moneyNotice':
      return <MoneyNoticeCard notice={body.notice} />;
    case 'orderNote':
      return <OrderNoteCard row={row} />;
    case 'text':
      return <span className="im-text">{maskWords(body.text, shielded)}</span>;
    case 'at':
      return <span className="im-text">{maskWords(body.at.text, shielded)}</span>;
    case 'reply':
      return <ReplyBody reply={body.reply} />;
    case 'image':
      return <ImageBody image={body.image} content={row.content} />;
    case 'file':
      return <FileBody file={body.file} />;
    case 'card':
      return <CardBody row={row} />;
    case 'callRecord':
      return <CallRecordBody record={body.record} />;
    case 'voice':
      return body.voice ? <VoiceBody voice={body.voice} /> : unsupported;
    case 'video':
      return body.video ? <VideoBody video={body.video} /> : unsupported;
    case 'miniProgram':
      return body.app ? <MiniProgramCard app={body.app} /> : unsupported;
    case 'ad':
      return body.ad ? <AdCard ad={body.ad} /> : unsupported;
    default:
      return unsupported;
  }
}

const CARD_TYPES: ReadonlySet<number> = new Set([
  MSG_TYPE.IMAGE,
  MSG_TYPE.FILE,
  MSG_TYPE.RED_BAG,
  MSG_TYPE.TRANSFER_MONEY,
  MSG_TYPE.MONEY_LOG,
  MSG_TYPE.CONFIRM_ORDER,
  MSG_TYPE.SHARE_LINK,
  MSG_TYPE.CARD,
  MSG_TYPE.GROUP_CARD,
]);

/** Whether the bubble holds a card of its own (no bubble padding); a malformed one is plain text. */
function isCard(row: ChatRow): boolean {
  const { body } = row;
  if (body.kind === 'video') return body.video !== null;
  if (body.kind === 'miniProgram') return body.app !== null;
  if (body.kind === 'ad') return body.ad !== null;
  return CARD_TYPES.has(row.msgtype);
}

export interface BubbleProps {
  row: ChatRow;
  mine: boolean;
  /** Show the sender's name (group chats). */
  showName: boolean;
  /** Whether to show read ticks (private chats). */
  receipts: boolean;
  onLongPress(row: ChatRow): void;
  onRetry(row: ChatRow): void;
}

/** One message: avatar, bubble by type, and for one's own the sending / failed / read state. */
export function MessageBubble({ row, mine, showName, receipts, onLongPress, onRetry }: BubbleProps) {
  const t = chatTexts.useT();
  const name = useUserName();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef({ x: 0, y: 0 });
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A long press is 1 s (spec 000 §9); the context menu (right click, iOS long press) opens it too.
  // NOTE: the timer lives in a ref: a scroll re-renders the row, and a press that moves is a scroll.
  // NOTE: the picture viewer is a portal whose React events still bubble here: a press outside the
  // bubble's own DOM (a pinch in the viewer) is not a long press.
  const outside = (e: { currentTarget: Element; target: EventTarget }) =>
    !e.currentTarget.contains(e.target as Node);
  const press = {
    onPointerDown: (e: { clientX: number; clientY: number; currentTarget: Element; target: EventTarget }) => {
      cancel();
      if (outside(e)) return;
      start.current = { x: e.clientX, y: e.clientY };
      timer.current = setTimeout(() => onLongPress(row), 1000);
    },
    onPointerMove: (e: { clientX: number; clientY: number }) => {
      if (Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y) > 8) cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu: (e: { preventDefault(): void; currentTarget: Element; target: EventTarget }) => {
      if (outside(e)) return;
      e.preventDefault();
      cancel();
      onLongPress(row);
    },
  };
  const status =
    row.state === 'pending' ? (
      <span
        className="im-state im-state-pending"
        data-testid="msg-pending"
        role="img"
        aria-label={t('pending')}
      />
    ) : row.state === 'failed' ? (
      <button
        type="button"
        className="im-state im-state-failed"
        data-testid="msg-failed"
        aria-label={t('failed')}
        title={t('failed')}
        onClick={() => onRetry(row)}
      >
        !
      </button>
    ) : receipts ? (
      <span
        className={`im-ticks${row.read ? ' im-ticks-read' : ''}`}
        data-testid={row.read ? 'msg-read' : 'msg-sent'}
        role="img"
        aria-label={row.read ? t('read') : t('unread')}
        title={row.read ? t('read') : t('unread')}
      >
        <svg viewBox="0 0 20 12" aria-hidden="true">
          <path d="M1 6.5l3.5 3.5L11 3" />
          {row.read && <path d="M8 9.5l.5.5L15 3" />}
        </svg>
      </span>
    ) : null;
  // A claim (type 8, made by the server only) is a centred line, not a bubble.
  if (row.msgtype === MSG_TYPE.GET_RED_BAG) return <ClaimNotice row={row} />;
  return (
    <div className={`im-msg${mine ? ' im-msg-mine' : ''}`} data-chatmsgno={row.chatmsgno} data-mine={mine}>
      <Avatar url={row.headurl} name={name(row)} seed={row.uid} size={38} />
      <div className="im-msg-main">
        {showName && !mine && (
          <span className="im-msg-name" data-content>
            {name(row)}
          </span>
        )}
        <div className="im-msg-line">
          {mine && status}
          <div
            className={`im-bubble${isCard(row) ? ' im-bubble-card' : ''}`}
            data-testid="msg-bubble"
            data-msgtype={row.msgtype}
            data-content
            {...press}
          >
            <Body row={row} mine={mine} />
          </div>
          {(row.snaptime ?? 0) > 0 && (
            <span
              className="im-snap-mark"
              role="img"
              aria-label={t('snapMark')}
              title={t('snapMark')}
              data-testid="msg-snap"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M12 2c.6 3.2 3.6 4.8 3.6 8.9A3.6 3.6 0 0 1 12 14.5a3.6 3.6 0 0 1-3.6-3.6c0-1.4.5-2.3 1-3.2C7 9.6 5 12.4 5 15.3A7 7 0 0 0 12 22a7 7 0 0 0 7-6.7C19 9.3 14.8 6.3 12 2z" />
              </svg>
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
