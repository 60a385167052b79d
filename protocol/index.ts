/**
 * The wire contract shared by the hub (workers/) and the server: message ids, the codec, the
 * frame layer, result codes, enumerations, chat keys and the typed decode error. No DOM, no Node APIs.
 */

/**
 * The protocol version the web client announces in its h5 socket login (`msg_h5_login_req.version`),
 * spec 000 §9 ("socket login version 2.0").
 */
export const PROTOCOL_VERSION = '2.0';

export * from './chatkey';
export * from './cipher';
export * from './codec';
export type { FieldSpec, ScalarKind } from './codec-fields';
export * from './enums';
export * from './errors';
export * from './frame';
export * from './ids';
/** Plain-object shapes of every message and record of net.proto: `net.chat_msg`, `net.msg_login_req`, … */
export type { net } from './net';
export * from './result';
