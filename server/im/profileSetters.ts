import type { MessageInit } from '../../protocol/codec';
import { RESULT } from '../../protocol/result';
import { addressBookChunks, uploadChunk } from '../friends/addressBook';
import { pushToUser } from '../friends/notify';
import {
  setCompleteName,
  setHeadurl,
  setNickname,
  setPhone,
  setPrivacyBit,
  setRegion,
  setSign,
} from '../friends/profileRules';
import { setBtyUid } from '../friends/social';
import type { Handler, HandlerTable, ImContext, ReplyName, RequestName } from './types';

/** The user's other devices get the same reply as a push (seq 0), so every device converges. */
function echoToOtherDevices<N extends RequestName>(
  ctx: ImContext,
  request: N,
  reply: MessageInit<ReplyName<N>>,
): MessageInit<ReplyName<N>> {
  const name = request.replace(/_req$/, '_rep') as ReplyName<N>;
  ctx.afterReply(() => pushToUser(ctx, ctx.conn.uid, name, reply, ctx.conn));
  return reply;
}

const setSignHandler: Handler<'msg_set_sign_req'> = async (ctx, req) => {
  const sign = await setSign(ctx.db, ctx.conn.uid, req.sign);
  return echoToOtherDevices(ctx, 'msg_set_sign_req', { result: RESULT.SUCCESS, sign });
};

const setRegionHandler: Handler<'msg_set_region_req'> = async (ctx, req) => {
  const region = await setRegion(ctx.db, ctx.conn.uid, req.region);
  return echoToOtherDevices(ctx, 'msg_set_region_req', { result: RESULT.SUCCESS, region });
};

const setHeadurlHandler: Handler<'msg_set_headurl_req'> = async (ctx, req) => {
  const headurl = await setHeadurl(ctx.db, ctx.conn.uid, req.headurl);
  return echoToOtherDevices(ctx, 'msg_set_headurl_req', { result: RESULT.SUCCESS, headurl });
};

/** Nickname rules of spec 000 §5 (see {@link setNickname}); a refusal is result 7. */
const setName: Handler<'msg_set_name_req'> = async (ctx, req) => {
  const name = await setNickname(ctx.db, ctx.now(), ctx.conn.uid, req.name);
  return echoToOtherDevices(ctx, 'msg_set_name_req', { result: RESULT.SUCCESS, name });
};

const setCompleteNameHandler: Handler<'msg_set_complete_name_req'> = async (ctx, req) => {
  const names = await setCompleteName(ctx.db, ctx.conn.uid, req.firstname, req.lastname);
  return echoToOtherDevices(ctx, 'msg_set_complete_name_req', { result: RESULT.SUCCESS, ...names });
};

/** A new phone number with a bind-phone SMS code (see {@link setPhone}); a guest gets its welcome coins then. */
const setPhonenum: Handler<'msg_set_phonenum_req'> = async (ctx, req) => {
  const bound = await setPhone(ctx.db, ctx.now(), ctx.conn.uid, req.zone, req.phonenum, req.verifycode);
  await ctx.accounts.phoneVerified(ctx.conn.uid);
  return echoToOtherDevices(ctx, 'msg_set_phonenum_req', { result: RESULT.SUCCESS, ...bound });
};

/**
 * One privacy bit; the reply carries the whole 64-bit bitfield in the wire's int64, as its two's
 * complement (bit 63 set reads as a negative number; `BigInt.asUintN(64, privacy)` gives the bits).
 */
const setPrivacy: Handler<'msg_set_privacy_req'> = async (ctx, req) => {
  const privacy = BigInt.asIntN(64, await setPrivacyBit(ctx.db, ctx.conn.uid, req.ptype, req.flagval));
  return echoToOtherDevices(ctx, 'msg_set_privacy_req', {
    result: RESULT.SUCCESS,
    ptype: req.ptype,
    flagval: req.flagval,
    privacy,
  });
};

const setBtyRegister: Handler<'msg_set_bty_register_req'> = async (ctx, req) => {
  await setBtyUid(ctx.db, ctx.now(), ctx.conn.uid, 'register', req.setuid);
  return { result: RESULT.SUCCESS };
};

const setBtyTopup: Handler<'msg_set_bty_topup_req'> = async (ctx, req) => {
  await setBtyUid(ctx.db, ctx.now(), ctx.conn.uid, 'topup', req.setuid);
  return { result: RESULT.SUCCESS };
};

/** One chunk of an address-book upload; `is_end` 1 completes it (see {@link uploadChunk}). */
const uploadAddressbook: Handler<'msg_upload_addressbook_req'> = async (ctx, req) => {
  if (req.is_end !== 0 && req.is_end !== 1) return { result: RESULT.FAIL, is_end: req.is_end };
  await uploadChunk(ctx.db, ctx.now(), ctx.conn.uid, req.addressbook, req.is_end === 1);
  return { result: RESULT.SUCCESS, is_end: req.is_end };
};

/** The last complete address book: the reply is its first chunk, the rest follow as pushes (seq 0) until is_end 1. */
const getAddressbook: Handler<'msg_get_addressbook_req'> = async (ctx) => {
  const chunks = await addressBookChunks(ctx.db, ctx.conn.uid);
  const chunk = (i: number) => ({ addressbook: chunks[i], is_end: i === chunks.length - 1 ? 1 : 0 });
  ctx.afterReply(() => {
    for (let i = 1; i < chunks.length; i++) ctx.registry.push(ctx.conn, 'msg_get_addressbook_rep', chunk(i));
  });
  return chunk(0);
};

/** Profile setters (spec 001 §3 "Friends and profile"), the address book and the bty settings. */
export const PROFILE_SETTER_HANDLERS: HandlerTable = {
  msg_set_sign_req: setSignHandler,
  msg_set_region_req: setRegionHandler,
  msg_set_headurl_req: setHeadurlHandler,
  msg_set_name_req: setName,
  msg_set_complete_name_req: setCompleteNameHandler,
  msg_set_phonenum_req: setPhonenum,
  msg_set_privacy_req: setPrivacy,
  msg_set_bty_register_req: setBtyRegister,
  msg_set_bty_topup_req: setBtyTopup,
  msg_upload_addressbook_req: uploadAddressbook,
  msg_get_addressbook_req: getAddressbook,
};
