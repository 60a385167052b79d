import type { SmsConfig } from '../config';

/** Where SMS texts go. Nothing else in the server sends SMS (DESIGN.md §7). */
export interface SmsProvider {
  send(zone: string, phone: string, text: string): Promise<void>;
}

export interface SentSms {
  zone: string;
  phone: string;
  text: string;
  sentAt: number;
}

/** A provider that could not hand a text over; the code it carried is voided. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
}

/**
 * The default provider (`SMS_PROVIDER=console`): sends nothing, prints the text in the server's own
 * log for the person running it, and keeps the last text per phone for the dev-only endpoint
 * `GET /dev/sms` (on only with DEV_ENDPOINTS=1, loopback clients only). No external service needed.
 */
export class ConsoleSmsProvider implements SmsProvider {
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

/** How long the gateway may take to accept a text. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * `SMS_PROVIDER=http`: POSTs `{to, zone, phone, text, sender}` as JSON to `SMS_GATEWAY_URL`, with
 * `Authorization: Bearer SMS_GATEWAY_TOKEN` when a token is set. Any 2xx answer is "accepted";
 * anything else, or no answer within 10 s, is an {@link SmsSendError}.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(private readonly config: Extract<SmsConfig, { provider: 'http' }>) {}

  async send(zone: string, phone: string, text: string): Promise<void> {
    const { gatewayUrl, gatewayToken, sender } = this.config;
    let response: Response;
    try {
      response = await fetch(gatewayUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(gatewayToken ? { authorization: `Bearer ${gatewayToken}` } : {}),
        },
        body: JSON.stringify({ to: `+${zone}${phone}`, zone, phone, text, sender }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsSendError(`SMS gateway unreachable: ${(error as Error).message}`, { cause: error });
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new SmsSendError(`SMS gateway answered HTTP ${response.status}: ${detail}`);
    }
  }
}

/** The provider SMS_PROVIDER names; `log` is where the console provider prints. */
export function createSmsProvider(config: SmsConfig, log?: (line: string) => void): SmsProvider {
  return config.provider === 'http' ? new HttpSmsProvider(config) : new ConsoleSmsProvider(log);
}
