/** Where SMS texts go. A real gateway implements this; nothing else in the server sends SMS. */
export interface SmsProvider {
  send(zone: string, phone: string, text: string): Promise<void>;
}

export interface SentSms {
  zone: string;
  phone: string;
  text: string;
  sentAt: number;
}

/**
 * The default provider: sends nothing, logs the text and keeps the last one per phone so the
 * dev-only endpoint `GET /dev/sms` (and the tests) can read the code. No external service needed.
 */
export class DevSmsProvider implements SmsProvider {
  readonly #last = new Map<string, SentSms>();
  constructor(
    private readonly log: (line: string) => void = (line) => console.log(line),
    private readonly now: () => number = Date.now,
  ) {}

  async send(zone: string, phone: string, text: string): Promise<void> {
    this.#last.set(`${zone}:${phone}`, { zone, phone, text, sentAt: this.now() });
    this.log(`[sms] to +${zone} ${phone}: ${text}`);
  }

  /** The last text sent to a phone, if any. */
  last(zone: string, phone: string): SentSms | undefined {
    return this.#last.get(`${zone}:${phone}`);
  }
}
