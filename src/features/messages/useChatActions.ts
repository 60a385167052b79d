import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { imRetText } from '../../../protocol/apiCodes';
import { encodeFile, encodeImage, encodeVideo, encodeVoice, voiceSeconds } from '../../../protocol/content';
import { MSG_TYPE } from '../../../protocol/enums';
import { CHAT_FILE_MAX_BYTES, UPLOAD_RET } from '../../../protocol/messaging';
import { RESULT, resultText } from '../../../protocol/result';
import { maskWords } from '../../../protocol/shield';
import { errorText, UploadError, uploadFile, uploadImage, useShieldWords } from '../../api';
import type { UploadedFile } from '../../api/upload';
import { type ChatRow, isHubError, isRefusal, useHub, useHubEvent } from '../../hub';
import { currentLang } from '../../i18n';
import { config } from '../../state/config';
import { useSession } from '../session';
import type { Draft } from './ChatComposer';
import { encodeDraft } from './ChatComposer';
import { fileSize } from './format';
import { checkImage, checkSend, sendLimits } from './sendRules';
import { chatTexts } from './texts';
import type { ChatTarget } from './useChatTarget';
import type { VoiceRecording } from './useVoiceRecorder';

/** The typing signal goes out at most this often. */
const TYPING_THROTTLE_MS = 3000;
/** The peer's typing indicator hides when no new signal came for this long. */
const TYPING_SHOWN_MS = 6000;

async function imageSize(file: File): Promise<{ w: number; h: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { w: bitmap.width, h: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { w: 0, h: 0 };
  }
}

/** A video's length in whole seconds from its metadata; 0 when the browser cannot tell within 5 s. */
function videoSeconds(file: File): Promise<number> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds: number) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0);
    };
    const timer = setTimeout(() => done(0), 5000);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done(0);
    video.src = url;
  });
}

/** The file name a recording is uploaded under, by its type. */
function voiceFileName(mime: string): string {
  const ext = mime.includes('mp4') ? 'm4a' : mime.includes('ogg') ? 'ogg' : 'webm';
  return `voice-${Date.now()}.${ext}`;
}

/** The text of an upload the server refused for its allowances (issue 43); undefined for other failures. */
function refusedUpload(error: unknown): string | undefined {
  const refusals: readonly number[] = Object.values(UPLOAD_RET);
  return error instanceof UploadError && error.ret !== undefined && refusals.includes(error.ret)
    ? errorText(error)
    : undefined;
}

/** Sending, typing and withdrawing in one chat. */
export function useChatActions(target: ChatTarget) {
  const t = chatTexts.useT();
  const hub = useHub();
  const session = useSession();
  const { server } = useSnapshot(config);
  const limits = sendLimits(server?.chat_characters_num, server?.chat_interval_time);
  const lastSent = useRef(0);
  const shielded = useShieldWords();
  const lastTyping = useRef(0);
  const [peerTyping, setPeerTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { chatkey } = target;

  useHubEvent('input-status', (e) => {
    if (e.chatkey !== chatkey) return;
    clearTimeout(typingTimer.current);
    setPeerTyping(e.typing);
    if (e.typing) typingTimer.current = setTimeout(() => setPeerTyping(false), TYPING_SHOWN_MS);
  });
  useHubEvent('message', (e) => {
    if (e.chatkey === chatkey && target.kind === 'private' && e.message.uid === target.uid)
      setPeerTyping(false);
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  // A send the server refused (muted 38, not a friend 6, blacklisted 28…) says why, in the user's language.
  useHubEvent('message-state', ({ change }) => {
    if (change.chatkey !== chatkey || change.state !== 'failed' || change.result === undefined) return;
    if (change.result === RESULT.SUCCESS) return;
    Toast.show({ content: resultText(change.result, currentLang()) });
  });

  const deliver = useCallback(
    async (content: string, msgtype: number): Promise<boolean> => {
      try {
        if (target.kind === 'private') await hub.sendPrivate(target.uid, content, msgtype);
        else await hub.sendGroup(target.groupkey, content, msgtype);
        lastSent.current = Date.now();
        return true;
      } catch (error) {
        // NOTE: the hub's own error text is English for the log; the user gets their language.
        if (!isHubError(error)) console.warn('send failed', error);
        Toast.show({ content: t('sendFailed') });
        return false;
      }
    },
    [hub, target, t],
  );

  const send = useCallback(
    async (draft: Draft): Promise<boolean> => {
      const check = checkSend(draft.text, limits, lastSent.current, Date.now());
      if (check === 'too-frequent') Toast.show({ content: t('tooFrequent') });
      else if (check === 'too-long') Toast.show({ content: t('tooLong', { n: limits.maxChars }) });
      else if (check === 'empty') Toast.show({ content: t('empty') });
      if (check !== 'ok') return false;
      // Shielded words leave as stars (encryptionMsgShield).
      const { msgtype, content } = encodeDraft({ ...draft, text: maskWords(draft.text, shielded) });
      return deliver(content, msgtype);
    },
    [deliver, limits, t, shielded],
  );

  /** Pictures and files keep the send interval too; false (with the toast) when too soon. */
  const intervalOk = useCallback((): boolean => {
    const ok = limits.intervalSeconds <= 0 || Date.now() - lastSent.current >= limits.intervalSeconds * 1000;
    if (!ok) Toast.show({ content: t('tooFrequent') });
    return ok;
  }, [limits.intervalSeconds, t]);

  const sendImage = useCallback(
    async (file: File): Promise<void> => {
      const check = checkImage(file);
      if (check !== 'ok') {
        Toast.show({ content: check === 'size' ? t('fileTooLarge') : t('onlyImages') });
        return;
      }
      if (!intervalOk()) return;
      const loading = Toast.show({ icon: 'loading', content: t('pending'), duration: 0 });
      try {
        const [url, size] = await Promise.all([
          uploadImage(file, file.name, session.uid, session.fastkey),
          imageSize(file),
        ]);
        loading.close();
        await deliver(encodeImage({ url, ...size }), MSG_TYPE.IMAGE);
      } catch (error) {
        loading.close();
        Toast.show({ content: refusedUpload(error) ?? t('uploadFailed') });
      }
    },
    [deliver, intervalOk, session.uid, session.fastkey, t],
  );

  /** Whether the file picker may open: guests send no files (issue 43), and are told why at once. */
  const mayPickFile = useCallback((): boolean => {
    if (!session.isYk) return true;
    Toast.show({ content: imRetText(UPLOAD_RET.guestNoFiles, currentLang()) });
    return false;
  }, [session.isYk]);

  /** Whether `file` may go as a chat file: not empty and within the size limit; says why not. */
  const sizeOk = useCallback(
    (file: File): boolean => {
      if (file.size === 0) Toast.show({ content: t('emptyFile') });
      else if (file.size > CHAT_FILE_MAX_BYTES)
        Toast.show({ content: t('fileOver', { size: fileSize(CHAT_FILE_MAX_BYTES) }) });
      else return true;
      return false;
    },
    [t],
  );

  /**
   * Uploads `file` as a chat file under a loading toast, then sends the message `content` makes of
   * it; a refused or failed upload toasts why (`failed` when the server gave no reason).
   */
  const uploadAndSend = useCallback(
    async (
      file: File,
      failed: 'fileUploadFailed' | 'voiceUploadFailed' | 'videoUploadFailed',
      content: (stored: UploadedFile) => Promise<[string, number]> | [string, number],
    ): Promise<void> => {
      if (!intervalOk()) return;
      const loading = Toast.show({ icon: 'loading', content: t('pending'), duration: 0 });
      try {
        const [text, msgtype] = await content(await uploadFile(file, session.uid, session.fastkey));
        loading.close();
        await deliver(text, msgtype);
      } catch (error) {
        loading.close();
        Toast.show({ content: refusedUpload(error) ?? t(failed) });
      }
    },
    [deliver, intervalOk, session.uid, session.fastkey, t],
  );

  const sendFile = useCallback(
    async (file: File): Promise<void> => {
      if (sizeOk(file))
        await uploadAndSend(file, 'fileUploadFailed', (stored) => [encodeFile(stored), MSG_TYPE.FILE]);
    },
    [sizeOk, uploadAndSend],
  );

  /** A hold-to-talk recording, uploaded as a chat file and sent as a voice message (2). */
  const sendVoice = useCallback(
    (recording: VoiceRecording): Promise<void> => {
      const file = new File([recording.blob], voiceFileName(recording.mime), { type: recording.mime });
      const duration = voiceSeconds(recording.ms);
      return uploadAndSend(file, 'voiceUploadFailed', ({ url, size }) => [
        encodeVoice({ url, duration, size, mime: recording.mime }),
        MSG_TYPE.VOICE,
      ]);
    },
    [uploadAndSend],
  );

  /** A picked or filmed video, uploaded as a chat file and sent as a video message (3). */
  const sendVideo = useCallback(
    async (file: File): Promise<void> => {
      // The picture button takes videos too, and guests send pictures only.
      if (!mayPickFile() || !sizeOk(file)) return;
      // NOTE: the length is read while the upload runs (it never fails: 0 when unreadable).
      const seconds = videoSeconds(file);
      const mime = file.type || 'video/mp4';
      await uploadAndSend(file, 'videoUploadFailed', async ({ url, size }) => [
        encodeVideo({ url, duration: await seconds, size, mime, poster: '' }),
        MSG_TYPE.VIDEO,
      ]);
    },
    [mayPickFile, sizeOk, uploadAndSend],
  );

  const typing = useCallback(() => {
    if (target.kind !== 'private') return;
    const now = Date.now();
    if (now - lastTyping.current < TYPING_THROTTLE_MS) return;
    lastTyping.current = now;
    hub.setTyping(chatkey, true).catch(() => {});
  }, [hub, target.kind, chatkey]);

  const withdraw = useCallback(
    async (row: ChatRow): Promise<void> => {
      try {
        // An accepted one the hub applies for every tab.
        await hub.withdraw(chatkey, row.chatmsgno);
      } catch (error) {
        if (isRefusal(error)) {
          Toast.show({ content: row.uid === session.uid ? t('withdrawFailed') : t('withdrawRefused') });
        } else Toast.show({ content: t('withdrawError') });
      }
    },
    [hub, chatkey, t, session.uid],
  );

  const retry = useCallback(
    (row: ChatRow) => {
      hub.retry(row.clientkey).catch(() => Toast.show({ content: t('sendFailed') }));
    },
    [hub, t],
  );

  return {
    limits,
    send,
    sendImage,
    sendFile,
    sendVoice,
    sendVideo,
    mayPickFile,
    typing,
    withdraw,
    retry,
    peerTyping,
  };
}
