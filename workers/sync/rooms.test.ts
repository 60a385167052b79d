import { expect, test } from 'vitest';
import { MSG_TYPE, type net, RESULT } from '../../protocol';
import { encodeRedPacket } from '../../protocol/content';
import type { HubEvent } from '../api';
import { silentLogger } from '../log';
import type { SyncContext } from './context';
import { message } from './fakeServer';
import { RoomState, roomStatusOfSend } from './rooms';

const ROOM = 77;

function drop(chatmsgno: number, rain: boolean): net.chat_msg {
  const content = encodeRedPacket({
    redbag_id: chatmsgno,
    redbagtype: 1,
    redbagvalue: 1800,
    redbagnum: 10,
    cointype: 0,
    greeting: 'rain',
    ...(rain ? { rain: 1 as const } : {}),
  });
  return { ...message(0n, chatmsgno, 1, ''), msgtype: MSG_TYPE.RED_BAG, content };
}

/** A room state over a socket that answers join, history and send as given. */
function room(history: net.chat_msg[], sendReply?: { result: number; msg_info?: net.chat_msg }) {
  const events: HubEvent[] = [];
  const replies: Record<string, unknown> = {
    msg_join_chat_room_req: { result: RESULT.SUCCESS },
    msg_chat_room_history_req: { roomkey: ROOM, msg_list: history },
    msg_send_chat_room_msg_req: sendReply,
    msg_quit_chat_room_req: { result: RESULT.SUCCESS },
  };
  const ctx = {
    me: 5,
    log: silentLogger,
    emit: (event: HubEvent) => events.push(event),
    socket: { request: async (name: string) => replies[name] },
  } as unknown as SyncContext;
  return { state: new RoomState(ctx), events };
}

const shown = (events: HubEvent[]) =>
  events.flatMap((e) =>
    e.type === 'room-message'
      ? [`+${e.message.chatmsgno}`]
      : e.type === 'room-delete'
        ? [`-${e.chatmsgno}`]
        : [],
  );

test('each room message is announced once, with its parsed body, and the rain keeps one card', async () => {
  const { state, events } = room([drop(1, true), message(0n, 2, 3, 'hi'), drop(3, false), drop(4, true)]);
  await state.join(ROOM);
  state.onMessage(ROOM, message(0n, 2, 3, 'hi'));
  state.onMessage(ROOM, drop(5, true));
  expect(shown(events)).toEqual(['+1', '+2', '+3', '-1', '+4', '-4', '+5']);
  expect(state.recent().map((m) => m.chatmsgno)).toEqual([2, 3, 5]);
  const [text, own] = state.recent();
  expect(text?.body).toEqual({ kind: 'text', text: 'hi' });
  expect(own?.body.kind === 'redPacket' && own.body.packet?.rain).toBeUndefined();
});

test('a sent message comes back in the reply and once as an event, not again when pushed', async () => {
  const mine = message(0n, 9, 5, 'mine');
  const { state, events } = room([], { result: RESULT.SUCCESS, msg_info: mine });
  await state.join(ROOM);
  const sent = await state.send(ROOM, 'mine', MSG_TYPE.TEXT);
  state.onMessage(ROOM, mine);
  expect(sent.message?.body).toEqual({ kind: 'text', text: 'mine' });
  expect(shown(events)).toEqual(['+9']);
});

test('a refused send tells the tabs what it says of the room (36 kicked, 38 muted, 39 no room)', async () => {
  expect([36, 38, 39, 45, 0].map(roomStatusOfSend)).toEqual(['kicked', 'muted', 'not-exist', null, null]);
  const { state, events } = room([], { result: RESULT.IS_FORBIDDEN });
  await state.join(ROOM);
  expect((await state.send(ROOM, 'x', MSG_TYPE.TEXT)).result).toBe(RESULT.IS_FORBIDDEN);
  expect(
    events.filter((e) => e.type === 'room-status').map((e) => e.type === 'room-status' && e.status),
  ).toEqual(['joined', 'muted']);
});
