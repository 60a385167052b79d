import type { ResultCode } from '../../protocol/result';

/**
 * A refused group operation: the result code the asker gets (43 not a member, 37 no right,
 * 24 full, 38 muted, 45 slow mode, 14 needs approval, 20 bad QR code, 0 bad input) and why.
 * Thrown inside the operation's transaction, so nothing it did is kept.
 */
export class GroupRefusal extends Error {
  override readonly name = 'GroupRefusal';
  constructor(
    readonly result: ResultCode,
    message: string,
  ) {
    super(message);
  }
}
