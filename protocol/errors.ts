/**
 * Every way a frame or a body can fail to decode or encode. Decoding never throws past the
 * codec: it returns a {@link ProtocolError}, which callers log, count and answer.
 */
export type ProtocolErrorCode =
  /** Fewer than the 8 header bytes. */
  | 'truncated-header'
  /** The header's body length runs past the bytes given (or leaves bytes over, for a one-frame read). */
  | 'length-mismatch'
  /** A body longer than 65,535 bytes cannot be framed. */
  | 'body-too-large'
  /** A sequence or message id outside its field's range. */
  | 'bad-header'
  /** A message id with no message in the registry. */
  | 'unknown-id'
  /** A body that is not a valid protobuf encoding of its message. */
  | 'invalid-body'
  /** A value that cannot be encoded as its message (wrong type of field). */
  | 'invalid-value';

export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
  constructor(
    readonly code: ProtocolErrorCode,
    message: string,
    /** The message id the error concerns, when one was read. */
    readonly messageId?: number,
    /** The sequence of the frame, when one was read (so a reply can still echo it). */
    readonly seq?: number,
  ) {
    super(message);
  }
}

/** A decode outcome: a value, or the error that stopped it. Never thrown. */
export type Decoded<T> = { ok: true; value: T } | { ok: false; error: ProtocolError };
