/**
 * Plain-object shapes of every message and record of net.proto (`net.chat_msg`, `net.base_info`, …),
 * as types only: the way in for code that must not carry the codec or generated protobuf code (the
 * tabs, DESIGN §5).
 */
export type * as net from './gen/types';
