/** A console request refused: the HTTP status and a message the console shows as it is. */
export class ConsoleError extends Error {
  override readonly name = 'ConsoleError';
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 423 | 429,
    message: string,
  ) {
    super(message);
  }
}

export const badInput = (message: string) => new ConsoleError(400, message);
