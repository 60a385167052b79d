import type { CallSignal } from '../../../protocol/messaging';

/**
 * One WebRTC connection to one other person of a call: the offer/answer exchange and trickled ICE
 * candidates (docs/messaging.md "Calls"), candidates that come before the remote description held
 * back until it is set.
 */
export class PeerLink {
  readonly #pending: RTCIceCandidateInit[] = [];
  #closed = false;

  constructor(
    readonly uid: number,
    readonly pc: RTCPeerConnection,
    local: MediaStream,
    send: (signal: CallSignal) => void,
    onStream: (stream: MediaStream) => void,
  ) {
    for (const track of local.getTracks()) pc.addTrack(track, local);
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate || this.#closed) return;
      send({
        kind: 'ice',
        candidate: candidate.candidate,
        sdpMid: candidate.sdpMid,
        sdpMLineIndex: candidate.sdpMLineIndex,
      });
    };
    pc.ontrack = ({ streams, track }) => onStream(streams[0] ?? new MediaStream([track]));
    this.send = send;
  }

  private readonly send: (signal: CallSignal) => void;

  /** Starts the exchange: this side offers. */
  async offer(): Promise<void> {
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    this.send({ kind: 'offer', sdp: offer.sdp ?? '' });
  }

  /** Applies a signalling message from the other side. */
  async handle(signal: CallSignal): Promise<void> {
    if (this.#closed) return;
    if (signal.kind === 'ice') {
      const candidate = {
        candidate: signal.candidate,
        sdpMid: signal.sdpMid,
        sdpMLineIndex: signal.sdpMLineIndex,
      };
      if (this.pc.remoteDescription) await this.pc.addIceCandidate(candidate);
      else this.#pending.push(candidate);
      return;
    }
    await this.pc.setRemoteDescription({ type: signal.kind, sdp: signal.sdp });
    if (signal.kind === 'offer') {
      const answer = await this.pc.createAnswer();
      await this.pc.setLocalDescription(answer);
      this.send({ kind: 'answer', sdp: answer.sdp ?? '' });
    }
    for (const candidate of this.#pending.splice(0)) await this.pc.addIceCandidate(candidate);
  }

  /** Puts a new local track (the other camera) in place of the old one of its kind. */
  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === track.kind);
    await sender?.replaceTrack(track);
  }

  close(): void {
    this.#closed = true;
    this.pc.close();
  }
}
