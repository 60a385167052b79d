// Codec throughput on a realistic mix of frames, each figure beside its peers from the same run:
//   codec      the app's codec (protobufjs engine + plain-object layer + wire check), whole frames
//   protobufjs the engine alone on its own objects (Long for int64), body only
//   bufbuild   @bufbuild/protobuf on its own objects (bigint for int64), body only: the other library
//   JSON       JSON.stringify + UTF-8 encode / decode + JSON.parse of the same content, body only
// The peers' generated code is made at bench time into a temporary folder (scripts/gen-bench-peers.mjs);
// only the codec's own generated form (protocol/gen/) is committed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { create, type DescFile, type DescMessage, fromBinary, toBinary } from '@bufbuild/protobuf';
import { decodeMessage, encodeMessage, type MessageInit } from '../../protocol/codec';
import { decodeFrame } from '../../protocol/frame';
import type { base_info, chat_msg } from '../../protocol/gen/types';
import type { MessageName } from '../../protocol/ids';

const RUN_MS = 700;
const WARM_MS = 100;
const ROUNDS = 10;
const utf8 = new TextEncoder();

const chatkeyOf = (a: number, b: number) => (BigInt(Math.min(a, b)) << 32n) | BigInt(Math.max(a, b));
const texts = [
  '今晚这场比赛太精彩了！',
  '梅西这脚任意球绝了 ⚽️',
  'ok see you at 8pm',
  '哈哈哈哈哈哈哈',
  '红包已领取，谢谢老板',
];

function user(i: number): Partial<base_info> {
  return {
    uid: 100_000 + i,
    nickname: `球迷${i}号`,
    headurl: `https://cdn.sportlive.example/avatar/${100_000 + i}.jpg`,
    sign: i % 3 ? '足球是圆的' : '',
    region: '广东 深圳',
    viplevel: i % 7,
    lastlogouttime: 1_700_000_000 + i * 37,
    firstname: 'Wei',
    lastname: `Zhang${i}`,
    privacy: 0b1011n,
    siteid: 3,
    coin_list: [{ cointype: 0, coin: 12_345 + i, freezecoin: 0, shopcoin: 100, shopfreezecoin: 0 }],
  };
}

function chat(i: number): Partial<chat_msg> {
  return {
    chatkey: chatkeyOf(100_001, 100_002),
    chatmsgno: 5_000 + i,
    uid: i % 2 ? 100_001 : 100_002,
    msgtype: 1,
    msgtime: 1_700_000_000 + i * 13,
    content: utf8.encode(texts[i % texts.length] as string),
    nickname: i % 2 ? '球迷1号' : '老王',
    headurl: 'https://cdn.sportlive.example/avatar/100001.jpg',
    clientkey: `c-${1_700_000_000_000 + i}`,
    viplevel: 2,
    channel: 3,
  };
}

interface Case {
  label: string;
  name: MessageName;
  value: Record<string, unknown>;
}

const CASES: Case[] = [
  {
    label: 'heartbeat',
    name: 'msg_heart_test',
    value: { svr_time: 1_700_000_000, ms_time: 1_700_000_000_123n },
  },
  {
    label: 'msg list, 20 chat_msg',
    name: 'msg_get_msg_list_rep',
    value: { msg_list: Array.from({ length: 20 }, (_, i) => chat(i)), hasred: 1, readversion: 4_990 },
  },
  {
    label: 'group info + 50 members',
    name: 'msg_get_group_info_rep',
    value: {
      group_info: {
        groupkey: 20_001,
        chatmsgno: 812,
        attrversion: 17,
        grouphost: 100_001,
        groupname: '曼联球迷后援会',
        groupnotify: '周末一起看球，禁止发广告',
        groupadmins: [100_002, 100_003],
        member_cnt: 50,
        online_cnt: 12,
        groupheadurl: 'https://cdn.sportlive.example/group/20001.jpg',
        admins: [{ groupkey: 20_001, adminuid: 100_002, permission: 0x3f }],
      },
      users: Array.from({ length: 50 }, (_, i) => user(i)),
      is_end: 1,
    },
  },
  {
    label: 'friend list page, 100 base_info',
    name: 'msg_friend_list_rep',
    value: { flist: Array.from({ length: 100 }, (_, i) => user(i)), isfirst: 1, isend: 1, version: 42 },
  },
];

type PbType = { encode(m: object): { finish(): Uint8Array }; decode(b: Uint8Array): object };
interface Peers {
  /** protobufjs static module: one class per message. */
  pb: Record<string, PbType>;
  /** bufbuild's descriptor of net.proto. */
  file: DescFile;
  /** Plain value to the object protobufjs encodes, per message. */
  toEngine: Record<string, (value: unknown) => object>;
}

/** Generates the peers into `dir` and loads them. */
async function loadPeers(dir: string): Promise<Peers> {
  const root = new URL('../../', import.meta.url).pathname;
  const r = spawnSync('node', [join(root, 'scripts/gen-bench-peers.mjs'), dir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`bench: scripts/gen-bench-peers.mjs failed (exit ${r.status})`);
  const load = (file: string) => import(pathToFileURL(join(dir, file)).href);
  const [pbjs, es, plain] = await Promise.all([load('pbjs/net.js'), load('es/net_pb.js'), load('plain.js')]);
  return { pb: pbjs.net, file: es.file_net, toEngine: plain.encoders };
}

/** The same content as bufbuild's init object (camelCase field names). */
function toBufbuild(desc: DescMessage, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of desc.fields) {
    const v = value[f.name];
    if (v === undefined) continue;
    if (f.fieldKind === 'message') out[f.localName] = toBufbuild(f.message, v as Record<string, unknown>);
    else if (f.fieldKind === 'list' && f.listKind === 'message') {
      out[f.localName] = (v as Record<string, unknown>[]).map((e) => toBufbuild(f.message, e));
    } else out[f.localName] = v;
  }
  return out;
}

/** The same content as JSON can carry it: int64 as decimal strings, bytes as base64. */
const toJson = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v instanceof Uint8Array ? btoa(String.fromCharCode(...v)) : v,
  );

let sink = 0;
/** Calls `fn` for `ms` milliseconds; returns [calls, elapsed ms]. */
function slice(fn: () => number, ms: number): [number, number] {
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 20; i++) sink += fn();
    n += 20;
    now = performance.now();
  }
  return [n, now - start];
}

/**
 * Calls per second of each contender. NOTE: the contenders take turns in ROUNDS short slices rather
 * than one long run each, so a busy machine (other processes come and go) slows them all alike and
 * the ratios between them stay meaningful.
 */
function rates(fns: (() => number)[]): number[] {
  for (const fn of fns) slice(fn, WARM_MS);
  const calls = fns.map(() => 0);
  const time = fns.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    fns.forEach((fn, k) => {
      const [n, ms] = slice(fn, RUN_MS / ROUNDS);
      calls[k] = (calls[k] ?? 0) + n;
      time[k] = (time[k] ?? 0) + ms;
    });
  }
  return calls.map((n, k) => n / ((time[k] ?? 1) / 1000));
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(11);
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`.padStart(10);
const geoMean = (xs: number[]) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-peers-'));
  try {
    measure(await loadPeers(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function measure({ pb: PB, file: file_net, toEngine: encoders }: Peers): void {
  type Row = { label: string; bytes: string; enc: number[]; dec: number[] };
  const rows: Row[] = [];
  for (const c of CASES) {
    const toEngine = encoders[c.name];
    const desc = file_net.messages.find((m) => m.name === c.name);
    const pb = PB[c.name];
    if (!toEngine || !desc || !pb) throw new Error(`bench: ${c.name} missing from the generated code`);

    const frame = encodeMessage(1, c.name, c.value as MessageInit<MessageName>);
    const pbValue = toEngine(c.value);
    const pbBody = pb.encode(pbValue).finish();
    const esValue = create(desc, toBufbuild(desc, c.value));
    const esBody = toBinary(desc, esValue);
    const json = toJson(c.value);
    const jsonValue: unknown = JSON.parse(json);
    const jsonBytes = utf8.encode(json);
    const textDecoder = new TextDecoder();

    const enc = rates([
      () => encodeMessage(1, c.name, c.value as MessageInit<MessageName>).length,
      () => pb.encode(pbValue).finish().length,
      () => toBinary(desc, esValue).length,
      () => utf8.encode(JSON.stringify(jsonValue)).length,
    ]);
    const dec = rates([
      () => {
        const f = decodeFrame(frame);
        return f.ok && decodeMessage(f.value).ok ? 1 : 0;
      },
      () => (pb.decode(pbBody) ? 1 : 0),
      () => (fromBinary(desc, esBody) ? 1 : 0),
      () => (JSON.parse(textDecoder.decode(jsonBytes)) ? 1 : 0),
    ]);
    rows.push({
      label: c.label,
      bytes: `${frame.length - 8}/${esBody.length}/${jsonBytes.length}`,
      enc,
      dec,
    });
  }

  const head = `${'frame'.padEnd(32)}${'codec'.padStart(11)}${'protobufjs'.padStart(11)}${'bufbuild'.padStart(11)}${'JSON'.padStart(11)}${'codec/pbjs'.padStart(11)}${'codec/buf'.padStart(10)}${'codec/JSON'.padStart(11)}${'pbjs/buf'.padStart(10)}`;
  for (const [title, key] of [
    ['encode, frames/s', 'enc'],
    ['decode, frames/s', 'dec'],
  ] as const) {
    console.log(
      `\n  ${title} (${RUN_MS} ms each in ${ROUNDS} alternating slices, after ${WARM_MS} ms warm-up)\n  ${head}`,
    );
    for (const r of rows) {
      const [codec = 0, pbjs = 0, es = 0, json = 0] = r[key];
      console.log(
        `  ${r.label.padEnd(32)}${fmt(codec)}${fmt(pbjs)}${fmt(es)}${fmt(json)} ${ratio(codec, pbjs)}${ratio(codec, es)} ${ratio(codec, json)}${ratio(pbjs, es)}`,
      );
    }
  }
  console.log(
    '\n  body bytes (protobufjs/bufbuild/JSON):',
    rows.map((r) => `${r.label}: ${r.bytes}`).join('; '),
  );
  const mean = (key: 'enc' | 'dec', a: number, b: number) =>
    geoMean(rows.map((r) => (r[key][a] ?? 0) / (r[key][b] ?? 1))).toFixed(2);
  console.log(
    `  engine: protobufjs raw is ${mean('enc', 1, 2)}× bufbuild to encode and ${mean('dec', 1, 2)}× to decode; ` +
      `the codec (plain objects, bigint, checks, frame) is ${mean('enc', 0, 2)}× / ${mean('dec', 0, 2)}× bufbuild ` +
      `and ${mean('enc', 0, 3)}× / ${mean('dec', 0, 3)}× JSON (geometric means over the mix)`,
  );
  console.log(
    `  codec beside raw protobufjs (the same frames, protobufjs's own generated code without the frame, ` +
      `checks or plain objects): ${mean('enc', 0, 1)}× to encode and ${mean('dec', 0, 1)}× to decode (target ≥ 0.9×)`,
  );
  if (sink === 0) console.log('');
}
