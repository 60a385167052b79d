/**
 * The few parts of node-media-server 4 (plain CommonJS, no types of its own) that server/live uses:
 * its RTMP session (protocol parsing), the per-stream broadcaster (GOP cache, FLV muxing) and the
 * process-wide context and logger.
 */
declare module 'node-media-server/src/session/rtmp_session.js' {
  import type { Socket } from 'node:net';
  import type { NmsBroadcast, NmsPacket } from 'node-media-server/src/server/broadcast_server.js';

  class RtmpSession {
    constructor(socket: Socket);
    id: string;
    ip: string;
    isPublisher: boolean;
    streamPath: string;
    playCount: number;
    inBytes: number;
    broadcast: NmsBroadcast;
    rtmp: {
      onConnectCallback: (req: { app: string; name: string; host: string; query: object }) => void;
      onPlayCallback: () => void;
      onPushCallback: () => void;
      onPacketCallback: (packet: NmsPacket) => void;
    };
    run(): void;
    onConnect(req: { app: string; name: string; host: string; query: object }): void;
    onPush(): void;
    onPacket(packet: NmsPacket): void;
    close(): void;
  }
  export = RtmpSession;
}

declare module 'node-media-server/src/server/broadcast_server.js' {
  /** What the broadcaster needs of a subscriber. */
  export interface NmsSubscriber {
    id: string;
    /** '' for an internal subscriber (no play events, not counted). */
    ip: string;
    protocol: 'flv';
    streamPath: string;
    streamQuery: object;
    endTime: number;
    sendBuffer(buffer: Buffer): void;
    close(): void;
  }
  export interface NmsPacket {
    codec_type: number;
    flags: number;
    dts: number;
    pts: number;
    data: Buffer;
  }
  export interface NmsBroadcast {
    streamPath: string;
    publisher: unknown;
    subscribers: Map<string, NmsSubscriber>;
    publishGraceMs: number;
    postPlay(session: NmsSubscriber): string | null;
    donePlay(session: NmsSubscriber): void;
  }
}

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  import type { NmsBroadcast } from 'node-media-server/src/server/broadcast_server.js';

  const Context: {
    config: object;
    sessions: Map<string, unknown>;
    broadcasts: Map<string, NmsBroadcast>;
    eventEmitter: EventEmitter;
  };
  export = Context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string };
  export = logger;
}
