import { Refusal } from '../refusal';
import { RET } from './results';

/**
 * Phone numbers: digits only (spec 000 §5), 5..15 of them (E.164 allows at most 15), normalised
 * without leading zeros (the national trunk prefix), so `013800000000` and `13800000000` are one
 * phone for every rule and limit. Given the (normalised) zone, a zone written inside the number
 * after `+`, `00` or `0` (`+8613652494378`, `008613652494378`, `08613652494378`) is taken off too,
 * so each of them is `13652494378` for the SMS budget, the login and every other limit.
 */
export function checkPhone(phone: unknown, zone?: string): string {
  if (typeof phone !== 'string' || !/^\+?\d{1,20}$/.test(phone)) {
    throw new Refusal('ret', RET.invalidPhone, 'invalid phone number: digits only, 5 to 15 of them');
  }
  const prefixed = /^(\+|0)/.test(phone);
  let national = phone.replace(/^\+?0*/, '');
  // NOTE: only after a prefix: a plain national number may begin with the zone's digits.
  if (prefixed && zone && national.startsWith(zone) && /^\d{5,}$/.test(national.slice(zone.length)))
    national = national.slice(zone.length).replace(/^0+/, '');
  if (!/^\d{5,15}$/.test(national)) {
    throw new Refusal('ret', RET.invalidPhone, 'invalid phone number: digits only, 5 to 15 of them');
  }
  return national;
}

/**
 * Zone (country calling code): 1..4 digits without leading zeros (`086` and `0086` are 86); the
 * client's default is 86.
 */
export function checkZone(zone: unknown): string {
  if (zone === undefined || zone === null || zone === '') return '86';
  const text = typeof zone === 'number' ? String(zone) : zone;
  const code = typeof text === 'string' && /^\+?\d{1,8}$/.test(text) ? text.replace(/^\+?0*/, '') : '';
  if (!/^[1-9]\d{0,3}$/.test(code)) {
    throw new Refusal('ret', RET.invalidPhone, 'invalid zone code: 1 to 4 digits');
  }
  return code;
}

/** Device ids are made by the client (regenerated there when shorter than 3 characters). */
export function checkDeviceId(deviceid: unknown): string {
  if (typeof deviceid !== 'string' || !/^[\x21-\x7e]{3,128}$/.test(deviceid)) {
    throw new Refusal('ret', RET.badRequest, 'deviceid is required: 3 to 128 printable ASCII characters');
  }
  return deviceid;
}

export function checkCode(code: unknown): string {
  const text = typeof code === 'number' ? String(code).padStart(6, '0') : code;
  if (typeof text !== 'string' || !/^\d{6}$/.test(text)) {
    throw new Refusal('ret', RET.verifyCodeError, 'verify code error: the code is 6 digits');
  }
  return text;
}

export function checkFastkey(fastkey: unknown): string {
  if (typeof fastkey !== 'string' || fastkey === '')
    throw new Refusal('ret', RET.fastKeyError, 'fast key error');
  return fastkey;
}
