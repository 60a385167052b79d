import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_MS = 30_000;
const ISSUER = 'SportLive staff';

function totpOf(secret: string, name = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: name,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_MS / 1000,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh random 160-bit secret in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app enrolls from (shown as a QR code). */
export function totpUrl(secret: string, name: string): string {
  return totpOf(secret, name).toString();
}

/** The code for `secret` at `now` (the CLI and tests use it). */
export function totpCode(secret: string, now: number): string {
  return totpOf(secret).generate({ timestamp: now });
}

/**
 * The time step `code` belongs to when it is valid at `now` (one step of drift either way is
 * accepted), or null. The caller refuses a step it has already accepted (a replay).
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / TOTP_PERIOD_MS) + delta;
}
