// Hold-to-talk recording: the microphone through MediaRecorder, the running length, and the
// recording handed over on release when it is long enough (LIMITS.VOICE_MIN_SECONDS..MAX).
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '../../../protocol/content';

/** A finished recording: its bytes and type, and how long it ran. */
export interface VoiceRecording {
  blob: Blob;
  mime: string;
  ms: number;
}

/** What the recorder is doing: idle, asking for the microphone, or recording (`ms` so far). */
export type RecorderState = { status: 'idle' } | { status: 'starting' } | { status: 'recording'; ms: number };

/** Why nothing was recorded or handed over. */
export type RecorderProblem = 'unsupported' | 'denied' | 'too-short';

/** The recording types tried in order (Chromium and Firefox take webm/opus, Safari mp4). */
const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

/** How often the shown length moves. */
const TICK_MS = 200;

/** Frees the microphone. */
function release(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

interface Take {
  stream: MediaStream | null;
  recorder: MediaRecorder | null;
  startedAt: number;
  /** Set on release: hand the recording over (true) or drop it (false). */
  ended: boolean | null;
}

export function useVoiceRecorder(
  onRecorded: (recording: VoiceRecording) => void,
  onProblem: (problem: RecorderProblem) => void,
) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const take = useRef<Take | null>(null);
  const tick = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const handlers = useRef({ onRecorded, onProblem });
  handlers.current = { onRecorded, onProblem };

  const finish = useCallback((keep: boolean) => {
    const current = take.current;
    if (!current || current.ended !== null) return;
    current.ended = keep;
    clearInterval(tick.current);
    setState({ status: 'idle' });
    if (current.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
    else {
      // Released before the microphone answered: nothing was recorded.
      release(current.stream);
      take.current = null;
      if (keep) handlers.current.onProblem('too-short');
    }
  }, []);

  const start = useCallback(async () => {
    if (take.current) return;
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      handlers.current.onProblem('unsupported');
      return;
    }
    const current: Take = { stream: null, recorder: null, startedAt: 0, ended: null };
    take.current = current;
    setState({ status: 'starting' });
    try {
      current.stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      if (current.ended !== null) return;
      take.current = null;
      setState({ status: 'idle' });
      handlers.current.onProblem('denied');
      return;
    }
    if (current.ended !== null) {
      // Released while the microphone was being asked for (`finish` said so already).
      release(current.stream);
      return;
    }
    const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(current.stream, mimeType ? { mimeType } : {});
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      release(current.stream);
      take.current = null;
      if (!current.ended) return;
      const ms = Math.min(Date.now() - current.startedAt, LIMITS.VOICE_MAX_SECONDS * 1000);
      if (ms < LIMITS.VOICE_MIN_SECONDS * 1000 || chunks.length === 0) {
        handlers.current.onProblem('too-short');
        return;
      }
      const mime = (recorder.mimeType || mimeType || 'audio/webm').split(';')[0] ?? 'audio/webm';
      handlers.current.onRecorded({ blob: new Blob(chunks, { type: mime }), mime, ms });
    };
    current.recorder = recorder;
    current.startedAt = Date.now();
    recorder.start();
    setState({ status: 'recording', ms: 0 });
    tick.current = setInterval(() => {
      const ms = Date.now() - current.startedAt;
      // At the longest a voice may be, it sends itself.
      if (ms >= LIMITS.VOICE_MAX_SECONDS * 1000) finish(true);
      else setState({ status: 'recording', ms });
    }, TICK_MS);
  }, [finish]);

  // A chat left while recording drops the recording and frees the microphone.
  useEffect(() => () => finish(false), [finish]);

  return { state, start, finish };
}
