import { describe, expect, test } from 'vitest';
import {
  type CallRecord,
  type ClaimContent,
  decodeScoreAlert,
  decodeWentLive,
  encodeAt,
  encodeCallRecord,
  encodeChannelAd,
  encodeClaim,
  encodeFile,
  encodeGift,
  encodeImage,
  encodeJoinRequest,
  encodeMoneyNotice,
  encodeOrderNote,
  encodeRedPacket,
  encodeRedPacketAsk,
  encodeReply,
  encodeScoreAlert,
  encodeTransfer,
  encodeWentLive,
  type GiftAnnouncement,
  keepRoomMessage,
  LIMITS,
  type MoneyNoticeContent,
  type OrderNoteContent,
  parseAt,
  parseBody,
  parseCallRecord,
  parseCard,
  parseChannelAd,
  parseClaim,
  parseFile,
  parseGift,
  parseImage,
  parseJoinRequest,
  parseMoneyNotice,
  parseOrderNote,
  parseRedPacket,
  parseRedPacketAsk,
  parseReply,
  parseTransfer,
  type RedPacketContent,
  systemText,
  type TransferContent,
} from './content';
import { MSG_TYPE } from './enums';
import type { ScoreAlert } from './sports';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
/** Inputs no parser may take for its type. */
const JUNK = ['', 'text', '[1]', 'null', '42', '"s"', '{bad', '{"redbag_id":"7"}'];

describe('money content', () => {
  const packet: RedPacketContent = {
    redbag_id: 7,
    redbagtype: 1,
    redbagvalue: 300,
    redbagnum: 3,
    cointype: 0,
    greeting: '恭喜',
  };
  test('a red packet round-trips, the rain mark included; a bad one is null', () => {
    expect(parseRedPacket(text(encodeRedPacket(packet)))).toEqual(packet);
    expect(parseRedPacket(text(encodeRedPacket({ ...packet, rain: 1 })))).toEqual({ ...packet, rain: 1 });
    for (const bad of [...JUNK, '{"redbag_id":0}']) expect(parseRedPacket(bad)).toBeNull();
  });
  test('a send request round-trips; a missing number is null', () => {
    const { redbag_id: _, ...ask } = packet;
    expect(parseRedPacketAsk(encodeRedPacketAsk(ask))).toEqual(ask);
    expect(parseRedPacketAsk('{"redbagtype":1,"redbagvalue":3,"redbagnum":1}')).toMatchObject({
      cointype: 0,
    });
    expect(parseRedPacketAsk('{"redbagtype":1,"redbagvalue":"3","redbagnum":1}')).toBeNull();
    for (const bad of JUNK) expect(parseRedPacketAsk(bad)).toBeNull();
  });
  test('a claim round-trips; a bad one is null', () => {
    const claim: ClaimContent = {
      redbag_id: 7,
      uid: 1,
      getuid: 2,
      getname: 'b',
      getvalue: 120,
      cointype: 0,
      leftnum: 1,
    };
    expect(parseClaim(text(encodeClaim(claim)))).toEqual(claim);
    for (const bad of JUNK) expect(parseClaim(bad)).toBeNull();
  });
  test('a transfer round-trips; no positive amount is null', () => {
    const transfer: TransferContent = {
      orderid: 'T1',
      uid: 1,
      touid: 2,
      amount: 50,
      cointype: 0,
      remarks: 'x',
    };
    expect(parseTransfer(text(encodeTransfer(transfer)))).toEqual(transfer);
    for (const bad of [...JUNK, '{"amount":-5}', '{"amount":0}']) expect(parseTransfer(bad)).toBeNull();
  });
  test('a money notice round-trips, a refused top-up included; no integer type and amount is null', () => {
    const notice: MoneyNoticeContent = {
      moneytype: 2,
      amount: -1234,
      cointype: 0,
      orderid: 'T1',
      remarks: '午饭',
      otheruid: 5,
      othername: 'a',
      ptime: 1_700_000_000,
    };
    expect(parseMoneyNotice(text(encodeMoneyNotice(notice)))).toEqual(notice);
    expect(parseMoneyNotice(text(encodeMoneyNotice({ ...notice, refused: 1 })))?.refused).toBe(1);
    for (const bad of [...JUNK, '{"moneytype":"2","amount":1}', '{"moneytype":2}'])
      expect(parseMoneyNotice(bad)).toBeNull();
  });
});

describe('order notes, call records, room and push content', () => {
  test('an order note round-trips; no order id or status is null', () => {
    const note: OrderNoteContent = {
      event: 'paid',
      orderid: 'M1',
      goodsid: 3,
      buyer: 1,
      seller: 2,
      status: 2,
      ordervalue: 990,
      cointype: 0,
    };
    expect(parseOrderNote(text(encodeOrderNote(note)))).toEqual(note);
    expect(parseOrderNote('{"orderid":"M1","status":1,"event":"?"}')?.event).toBe('created');
    for (const bad of [...JUNK, '{"orderid":1,"status":1}', '{"orderid":"M1"}'])
      expect(parseOrderNote(bad)).toBeNull();
  });
  test('a call record round-trips; defaults for a sparse one; no state is null', () => {
    const record: CallRecord = { calltype: 2, state: 7, duration: 65 };
    expect(parseCallRecord(text(encodeCallRecord(record)))).toEqual(record);
    expect(parseCallRecord('{"state":6}')).toEqual({ calltype: 1, state: 6, duration: 0 });
    for (const bad of JUNK) expect(parseCallRecord(bad)).toBeNull();
  });
  test('a gift announcement round-trips; other system content is no gift and shows its text', () => {
    const gift: GiftAnnouncement = {
      kind: 'gift',
      gift_id: 2,
      name: 'Rose',
      icon: '/gift-img/2.svg',
      num: 3,
      total: 300,
      uid: 9,
      nickname: 'Ann',
      host_uid: 4,
      heat: 12,
    };
    expect(parseGift(text(encodeGift(gift)))).toEqual(gift);
    for (const bad of [...JUNK, '{"kind":"other","name":"x","num":1}']) expect(parseGift(bad)).toBeNull();
    expect(systemText('{"text":"hello"}')).toBe('hello');
    expect(systemText('{"content":"hi"}')).toBe('hi');
    expect(systemText('plain')).toBe('plain');
  });
  test('a channel ad round-trips and is kept only for channel 8', () => {
    const ad = { channels: [2, 8], content: 'visit' };
    expect(parseChannelAd(text(encodeChannelAd(ad)))).toEqual(ad);
    expect(parseChannelAd('not json')).toEqual({ channels: [], content: 'not json' });
    const msg = (channel: number, content: string) => ({ msgtype: MSG_TYPE.CHANNEL, channel, content });
    expect(keepRoomMessage({ msgtype: MSG_TYPE.TEXT, channel: 0, content: 'hi' })).toBe(true);
    expect(keepRoomMessage(msg(8, ''))).toBe(true);
    expect(keepRoomMessage(msg(3, ''))).toBe(false);
    expect(keepRoomMessage(msg(2, text(encodeChannelAd(ad))))).toBe(true);
    expect(keepRoomMessage(msg(2, text(encodeChannelAd({ channels: [2], content: '' }))))).toBe(false);
    expect(keepRoomMessage(msg(2, '{bad'))).toBe(false);
  });
  test('a join request round-trips; bad uids are dropped; no group is null', () => {
    const request = { groupkey: 1_000_001, uids: [5, 6], inviter: 5 };
    expect(parseJoinRequest(text(encodeJoinRequest(request)))).toEqual(request);
    expect(parseJoinRequest('{"groupkey":1,"uids":[5,"x",1.5]}')).toEqual({
      groupkey: 1,
      uids: [5],
      inviter: 0,
    });
    for (const bad of [...JUNK, '{"uids":[1]}', '{"groupkey":1}']) expect(parseJoinRequest(bad)).toBeNull();
  });
  test('went-live notices and score alerts round-trip; other message-box content is null', () => {
    const live = {
      type: 'live' as const,
      room_id: 3,
      host_uid: 4,
      nickName: 'Host',
      room_title: 't',
      room_cover: '',
    };
    expect(decodeWentLive(text(encodeWentLive(live)))).toEqual(live);
    const alert: ScoreAlert = {
      type: 'score',
      home_name: 'A',
      away_name: 'B',
      home_score: 1,
      away_score: 0,
      position: 1,
      title: 'EPL',
      time: "67'",
      match_id: 11,
      type_id: 1,
    };
    expect(decodeScoreAlert(text(encodeScoreAlert(alert)))).toEqual(alert);
    for (const bad of JUNK) {
      expect(decodeWentLive(bad)).toBeNull();
      expect(decodeScoreAlert(bad)).toBeNull();
    }
  });
});

describe('user-written content', () => {
  const quote = { chatmsgno: 3, uid: 5, nickname: '阿强', msgtype: 1, preview: '今晚看球' };
  test('image, file, @ and reply round-trip', () => {
    expect(parseImage(encodeImage({ url: '/u/a.png', w: 10, h: 20 }))).toEqual({
      url: '/u/a.png',
      w: 10,
      h: 20,
    });
    expect(parseImage(encodeImage({ url: '/u/a.png' }))).toEqual({ url: '/u/a.png', w: 0, h: 0 });
    const file = { filename: 'a.pdf', size: 3, url: 'https://cdn.example/a.pdf' };
    expect(parseFile(encodeFile(file))).toEqual(file);
    expect(parseAt(encodeAt({ text: '@Ann hi', uids: [5] }))).toEqual({ text: '@Ann hi', uids: [5] });
    expect(parseReply(encodeReply({ text: '我也去', quote }))).toEqual({ text: '我也去', quote });
  });
  test('malformed content falls back to the raw text (an image without a URL is null)', () => {
    expect(parseReply('not json')).toMatchObject({ text: 'not json', quote: { chatmsgno: 0 } });
    expect(parseAt('{bad')).toEqual({ text: '{bad', uids: [] });
    expect(parseFile('x.txt')).toEqual({ filename: 'x.txt', size: 0, url: '' });
    expect(parseCard('just text')).toMatchObject({ title: 'just text', url: '' });
    expect(parseCard('{"nickname":"Bob","headurl":"/a.png"}')).toMatchObject({
      title: 'Bob',
      image: '/a.png',
    });
    expect(parseImage('{"w":1}')).toBeNull();
    expect(parseImage('/u/bare.png')).toEqual({ url: '/u/bare.png', w: 0, h: 0 });
  });
  test('image and file links keep only http(s) and same-server paths', () => {
    expect(parseImage('{"url":"javascript:alert(1)"}')).toBeNull();
    expect(parseImage('{"url":"//evil.example/x.png"}')).toBeNull();
    expect(parseFile('{"filename":"a.txt","size":1,"url":"data:text/html,x"}').url).toBe('');
  });
  test('a stored file shows the name the server serves it under, not the one the sender wrote', () => {
    const id = 'a'.repeat(24);
    const content = encodeFile({
      filename: 'photo\u202egpj.exe',
      size: 5,
      url: `/upload/files/${id}/photo_gpj.exe`,
    });
    expect(parseFile(content).filename).toBe('photo_gpj.exe');
  });
});

describe('the parsed body', () => {
  test('each type reads into its kind; the money kinds carry null when malformed', () => {
    expect(parseBody(MSG_TYPE.TEXT, '{"a":1}')).toEqual({ kind: 'text', text: '{"a":1}' });
    expect(parseBody(MSG_TYPE.RED_BAG, '{oops')).toEqual({ kind: 'redPacket', packet: null });
    expect(parseBody(MSG_TYPE.GET_RED_BAG, '')).toEqual({ kind: 'claim', claim: null });
    expect(parseBody(MSG_TYPE.MONEY_LOG, '[]')).toEqual({ kind: 'moneyNotice', notice: null });
    expect(parseBody(MSG_TYPE.CONFIRM_ORDER, 'x').kind).toBe('orderNote');
    expect(parseBody(MSG_TYPE.VOICE_CHAT_START, 'x')).toEqual({ kind: 'callRecord', record: null });
    expect(parseBody(MSG_TYPE.SYSTEM, 'hello')).toEqual({ kind: 'system', text: 'hello', gift: null });
    expect(parseBody(MSG_TYPE.SHARE_LINK, '{"title":"Goal"}').kind).toBe('card');
    expect(parseBody(MSG_TYPE.WITHDRAW, '')).toEqual({ kind: 'none' });
  });
});

test('the content limits are the ones the layers agreed on', () => {
  expect(LIMITS).toEqual({
    CONTENT_MAX_BYTES: 4096,
    RED_PACKET_MAX_SHARES: 2000,
    GREETING_MAX_CHARS: 40,
    TRANSFER_REMARKS_MAX_CHARS: 100,
    VOICE_MIN_SECONDS: 1,
    VOICE_MAX_SECONDS: 60,
  });
});
