import { type ChangeEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { encodeAt, encodeReply, type Quote } from '../../../protocol/content';
import { MSG_TYPE } from '../../../protocol/enums';
import { Avatar } from '../../components';
import { Popup } from '../../components/sheets';
import { chatTexts } from './texts';
import type { VoiceRecording } from './useVoiceRecorder';
import { VoiceButton } from './VoiceButton';

export interface Member {
  uid: number;
  nickname: string;
  headurl: string;
}

/** What the composer hands over: the text, and who it names or quotes. */
export interface Draft {
  text: string;
  mentions: Member[];
  quote: Quote | null;
}

/** The content and type a draft is sent as: reply 21, @ 16, else text 1. */
export function encodeDraft(d: Draft): { msgtype: number; content: string } {
  const mentioned = d.mentions.filter((m) => d.text.includes(`@${m.nickname}`));
  if (d.quote) return { msgtype: MSG_TYPE.REPLY, content: encodeReply({ text: d.text, quote: d.quote }) };
  if (mentioned.length > 0)
    return {
      msgtype: MSG_TYPE.AT,
      content: encodeAt({ text: d.text, uids: mentioned.map((m) => m.uid) }),
    };
  return { msgtype: MSG_TYPE.TEXT, content: d.text };
}

export interface ComposerProps {
  maxChars: number;
  /** Group members for the @ picker (null in private chats). */
  members: Member[] | null;
  quote: Quote | null;
  onCancelQuote(): void;
  /** Resolves true when the draft was accepted (the input then clears). */
  onSend(draft: Draft): Promise<boolean>;
  onImage(file: File): void;
  /** A video picked with the picture button, sent as a video message (type 3). */
  onVideo(file: File): void;
  /** A hold-to-talk recording, sent as a voice message (type 2). */
  onVoice(recording: VoiceRecording): void;
  /** A file of any type, sent as a file message (type 15). */
  onFile(file: File): void;
  /** Asked before the file picker opens or a recording starts: false stops it (a guest sends no files). */
  mayPickFile?: () => boolean;
  onTyping(): void;
  disabled?: boolean;
  /** Text put in the input when the page opens (the `msgs` query). */
  initialText?: string;
  /** More buttons beside the file ones (the red-packet button). */
  tools?: ReactNode;
}

/** A composer button that picks one file (`accept` narrows the choice) and hands it over. */
function FileTool({
  label,
  accept,
  testid,
  path,
  onFile,
  mayPick = () => true,
}: {
  label: string;
  accept?: string;
  testid: string;
  path: string;
  onFile(file: File): void;
  mayPick?: () => boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="im-tool"
        aria-label={label}
        data-testid={`${testid}-button`}
        onClick={() => {
          if (mayPick()) input.current?.click();
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={path} fill="currentColor" />
        </svg>
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={`${testid}-input`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

/**
 * The input bar: text with @ mentions and a quoted reply, the hold-to-talk, picture-or-video and
 * file buttons, and Send.
 */
export function ChatComposer({
  maxChars,
  members,
  quote,
  onCancelQuote,
  onSend,
  onImage,
  onVideo,
  onVoice,
  onFile,
  mayPickFile,
  onTyping,
  disabled,
  initialText = '',
  tools,
}: ComposerProps) {
  const t = chatTexts.useT();
  const [text, setText] = useState(initialText);
  const [mentions, setMentions] = useState<Member[]>([]);
  const [picking, setPicking] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  const send = async () => {
    if (disabled) return;
    if (await onSend({ text, mentions, quote })) {
      setText('');
      setMentions([]);
    }
  };

  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const next = e.target.value;
    if (members && next.length === text.length + 1 && next.endsWith('@')) setPicking(true);
    setText(next);
    if (next) onTyping();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const pick = (m: Member) => {
    setPicking(false);
    setText((s) => `${s.endsWith('@') ? s : `${s}@`}${m.nickname} `);
    setMentions((list) => (list.some((x) => x.uid === m.uid) ? list : [...list, m]));
    input.current?.focus();
  };

  const over = Array.from(text).length > maxChars;
  return (
    <div className="im-composer" data-testid="composer">
      {quote && (
        <div className="im-composer-quote" data-testid="quote-bar">
          <span>
            {t('replyTo', { name: quote.nickname })}: {quote.preview}
          </span>
          <button type="button" onClick={onCancelQuote} aria-label={t('cancel')}>
            ×
          </button>
        </div>
      )}
      <div className="im-composer-row">
        <VoiceButton onVoice={onVoice} {...(mayPickFile ? { mayRecord: mayPickFile } : {})} />
        <FileTool
          label={t('imageOrVideo')}
          accept="image/jpeg,image/png,video/*"
          testid="image"
          onFile={(file) => (file.type.startsWith('video/') ? onVideo(file) : onImage(file))}
          path="M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v9.6l3.5-3.5 3 3 4.5-4.5 3 3V6H5zm3.5 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
        />
        <FileTool
          label={t('attachFile')}
          testid="file"
          onFile={onFile}
          {...(mayPickFile ? { mayPick: mayPickFile } : {})}
          path="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5H9v9a3 3 0 0 0 6 0V5a4.5 4.5 0 0 0-9 0v11.5a6 6 0 0 0 12 0v-10h-1.5z"
        />
        {tools}
        <textarea
          ref={input}
          className={`im-input${over ? ' im-input-over' : ''}`}
          rows={1}
          value={text}
          placeholder={t('placeholder')}
          onChange={onChange}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
          data-testid="chat-input"
        />
        <button
          type="button"
          className="im-send"
          disabled={!text.trim() || disabled}
          onClick={() => void send()}
          data-testid="send-button"
        >
          {t('send')}
        </button>
      </div>
      {over && <div className="im-composer-hint">{t('tooLong', { n: maxChars })}</div>}
      <Popup
        visible={picking}
        onMaskClick={() => setPicking(false)}
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      >
        <div className="im-picker" data-testid="mention-picker">
          <div className="im-picker-title">{t('mention')}</div>
          <div className="im-picker-list">
            {(members ?? []).map((m) => (
              <button key={m.uid} type="button" className="im-picker-item" onClick={() => pick(m)}>
                <Avatar url={m.headurl} name={m.nickname} seed={m.uid} size={34} />
                <span data-content>{m.nickname || String(m.uid)}</span>
              </button>
            ))}
          </div>
        </div>
      </Popup>
    </div>
  );
}
