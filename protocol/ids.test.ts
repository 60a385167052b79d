import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA } from './gen/schema';
import {
  AREA_RANGES,
  AREAS,
  areaOf,
  isInSpecRange,
  isMessageName,
  kindOf,
  MESSAGE_IDS,
  MESSAGE_NAMES,
  MESSAGES,
  type MessageId,
  messageId,
  messageName,
  replyOf,
} from './ids';

const proto = readFileSync(new URL('./net.proto', import.meta.url), 'utf8');
const protoMessages = [...proto.matchAll(/^message (msg_\w+)/gm)].map((m) => m[1] as string);
const inRanges = (id: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([lo, hi]) => id >= lo && id <= hi);
const beyondSpecIds = AREA_RANGES.flatMap((a) =>
  a.beyondSpec.flatMap(([lo, hi]) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i)),
);

describe('message registry', () => {
  it('holds every message of spec 001 (well over 250)', () => {
    expect(MESSAGE_IDS.length).toBeGreaterThan(250);
    expect(MESSAGE_IDS.length).toBe(285);
  });

  it('lists exactly the msg_* messages of net.proto, and the generated code is current', () => {
    expect([...MESSAGE_NAMES].sort()).toEqual([...protoMessages].sort());
    const generated = Object.keys(SCHEMA).filter((n) => n.startsWith('msg_'));
    expect(generated.sort()).toEqual([...protoMessages].sort());
  });

  it('gives each message one id and each id one message', () => {
    expect(new Set(MESSAGE_NAMES).size).toBe(MESSAGE_NAMES.length);
    for (const id of MESSAGE_IDS) expect(messageId(MESSAGES[id])).toBe(id);
  });

  it('keeps every id inside its area: the spec range, or the declared beyondSpec ids', () => {
    for (const id of MESSAGE_IDS) {
      const area = AREA_RANGES.find((a) => a.name === areaOf(id));
      expect(area, `id ${id} (${MESSAGES[id]}) has no area`).toBeDefined();
      if (!isInSpecRange(id)) expect(beyondSpecIds, `${MESSAGES[id]} at ${id}`).toContain(id);
    }
    // The ids used beyond the spec are exactly the declared ones, claimed by no spec range.
    const outside = MESSAGE_IDS.filter((id) => !isInSpecRange(id));
    expect(outside).toEqual([...beyondSpecIds].sort((a, b) => a - b));
    for (const id of outside) expect(AREA_RANGES.some((a) => inRanges(id, a.ranges))).toBe(false);
  });

  it('puts the red-bag ids inside Groups 1021-1052 in Red bags, as the spec says', () => {
    expect(areaOf(1035)).toBe('Red bags');
    expect(areaOf(1036)).toBe('Red bags');
    expect(areaOf(1034)).toBe('Groups');
    expect(areaOf(1037)).toBe('Groups');
    expect(MESSAGES[1035]).toBe('msg_redbag_info_req');
  });

  it('fills the tight areas exactly (e.g. 8 ids for mute, pin, mute list, pin list)', () => {
    const count = (name: string) => MESSAGE_IDS.filter((id) => areaOf(id) === name).length;
    expect(count('Mute and pin chats')).toBe(8);
    expect(count('Friends')).toBe(19);
    expect(count('Groups')).toBe(56);
    expect(count('Chat rooms')).toBe(39);
    expect(count('Heartbeat')).toBe(1);
    expect(count('Server-to-server')).toBe(0);
    expect(count('Backend')).toBe(0);
  });

  it('gives each request the next id to its reply, in the same area', () => {
    for (const id of MESSAGE_IDS) {
      const name = MESSAGES[id];
      if (name.endsWith('_req')) {
        const reply = MESSAGES[(id + 1) as MessageId] as string | undefined;
        expect(reply, `${name} at ${id}`).toBe(`${name.slice(0, -4)}_rep`);
        expect(areaOf(id + 1)).toBe(areaOf(id));
        expect(replyOf(name)).toBe(reply);
      } else if (name.endsWith('_rep')) {
        expect(MESSAGES[(id - 1) as MessageId] as string | undefined, `${name} at ${id}`).toBe(
          `${name.slice(0, -4)}_req`,
        );
      }
    }
  });

  it('names every message as request, reply or push', () => {
    for (const name of MESSAGE_NAMES) {
      expect(name === 'msg_heart_test' || /_(req|rep|notify)$/.test(name), name).toBe(true);
    }
    expect(kindOf('msg_heart_test')).toBe('request');
    expect(replyOf('msg_heart_test')).toBe('msg_heart_test');
    expect(kindOf('msg_login_req')).toBe('request');
    expect(kindOf('msg_login_rep')).toBe('reply');
    expect(kindOf('msg_red_dot_notify')).toBe('notify');
    expect(replyOf('msg_red_dot_notify')).toBeUndefined();
    expect(MESSAGE_NAMES.filter((n) => kindOf(n) === 'request').length).toBe(
      MESSAGE_NAMES.filter((n) => kindOf(n) === 'reply').length + 1,
    );
  });

  it('places the ids the spec and the web client fix', () => {
    expect(MESSAGES[1000]).toBe('msg_heart_test');
    expect(MESSAGES[1001]).toBe('msg_login_req');
    expect(MESSAGES[1002]).toBe('msg_login_rep');
    expect(areaOf(messageId('msg_h5_login_req'))).toBe('H5 login');
    expect(areaOf(messageId('msg_join_chat_room_req'))).toBe('Chat rooms');
    expect(areaOf(messageId('msg_offline_data_req'))).toBe('Offline data');
    expect(areaOf(messageId('msg_login_elsewhere_notify'))).toBe('Server notifications');
  });

  it('reads the area table as the spec writes it (27 areas)', () => {
    expect(AREAS).toHaveLength(27);
    expect(AREA_RANGES.find((a) => a.name === 'Friends')?.ranges).toEqual([
      [1004, 1012],
      [1075, 1080],
      [1181, 1182],
      [1187, 1188],
    ]);
    expect(AREA_RANGES.find((a) => a.name === 'Heartbeat')?.ranges).toEqual([[1000, 1000]]);
  });

  it('answers lookups for unknown ids and names without throwing', () => {
    expect(messageName(999)).toBeUndefined();
    expect(messageName(0)).toBeUndefined();
    expect(isMessageName('msg_nope_req')).toBe(false);
    expect(isMessageName('msg_login_req')).toBe(true);
    expect(areaOf(40)).toBeUndefined();
    expect(areaOf(11)).toBe('Backend');
  });

  it('keeps the spec ranges of different areas apart, except Red bags inside Groups', () => {
    for (const a of AREA_RANGES) {
      for (const b of AREA_RANGES) {
        if (
          a === b ||
          (a.name === 'Groups' && b.name === 'Red bags') ||
          (a.name === 'Red bags' && b.name === 'Groups')
        ) {
          continue;
        }
        for (const [lo, hi] of a.ranges) {
          for (const [lo2, hi2] of b.ranges)
            expect(lo > hi2 || hi < lo2, `${a.name} vs ${b.name}`).toBe(true);
        }
      }
    }
  });
});
