/**
 * A refused account-area operation: the main-API code (protocol/mainApiAccount.ts ACCOUNT_CODE or
 * MAIN_CODE) and why. Thrown inside the operation's transaction, so nothing it did is kept;
 * answered as `{code, msg}` once, by server/http/account.ts.
 */
export class AccountRefusal extends Error {
  override readonly name = 'AccountRefusal';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
