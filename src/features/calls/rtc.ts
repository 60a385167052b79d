// The browser's media and WebRTC behind one module (STYLE: infrastructure behind one module each),
// so the call machine can be driven by a test double.

/** What the call machine needs from the browser. */
export interface Rtc {
  /** The own microphone (and camera when `video`), the camera facing `facing`. */
  media(video: boolean, facing: 'user' | 'environment'): Promise<MediaStream>;
  /** A new peer connection with the configured STUN/TURN servers. */
  connection(): Promise<RTCPeerConnection>;
}

let servers: Promise<RTCIceServer[]> | null = null;

/** The STUN/TURN servers the server configures (GET /api/ice); none: host candidates only. */
function iceServers(): Promise<RTCIceServer[]> {
  servers ??= fetch('/api/ice')
    .then((r) => (r.ok ? (r.json() as Promise<{ iceServers: RTCIceServer[] }>) : { iceServers: [] }))
    .then((body) => body.iceServers)
    .catch(() => {
      servers = null;
      return [];
    });
  return servers;
}

export const browserRtc: Rtc = {
  media(video, facing) {
    return navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true },
      video: video ? { facingMode: facing, width: { ideal: 640 }, height: { ideal: 480 } } : false,
    });
  },
  async connection() {
    return new RTCPeerConnection({ iceServers: await iceServers() });
  },
};
