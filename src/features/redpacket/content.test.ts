import { expect, test } from 'vitest';
import { collapseRain, parseClaim, parseRedPacket, parseTransfer } from './content';

test('the money messages are read from their JSON; anything malformed is null', () => {
  expect(
    parseRedPacket(
      '{"redbag_id":7,"redbagtype":1,"redbagvalue":300,"redbagnum":3,"cointype":0,"greeting":"hi"}',
    ),
  ).toEqual({
    redbagId: 7,
    redbagtype: 1,
    redbagvalue: 300,
    redbagnum: 3,
    cointype: 0,
    greeting: 'hi',
    rain: false,
  });
  expect(
    parseRedPacket('{"redbag_id":8,"redbagtype":1,"redbagvalue":1800,"redbagnum":10,"rain":1}')?.rain,
  ).toBe(true);
  expect(
    parseClaim('{"redbag_id":7,"uid":1,"getuid":2,"getname":"b","getvalue":120,"cointype":0,"leftnum":1}'),
  ).toEqual({ redbagId: 7, sender: 1, getuid: 2, getname: 'b', getvalue: 120, cointype: 0, leftnum: 1 });
  expect(
    parseTransfer('{"orderid":"T1","uid":1,"touid":2,"amount":50,"cointype":0,"remarks":"x"}'),
  ).toMatchObject({
    amount: 50,
    touid: 2,
  });
  for (const bad of ['', 'text', '[1]', '{"redbag_id":"7"}', '{"redbag_id":0}', 'null']) {
    expect(parseRedPacket(bad)).toBeNull();
    expect(parseClaim(bad)).toBeNull();
  }
  expect(parseTransfer('{"amount":-5}')).toBeNull();
});

test('the rain keeps its newest card; other lines and users’ own packets stay', () => {
  const packet = (id: number, rain: boolean) => ({
    msgtype: 5,
    content: JSON.stringify({
      redbag_id: id,
      redbagtype: 1,
      redbagvalue: 1800,
      redbagnum: 10,
      ...(rain && { rain: 1 }),
    }),
  });
  const text = { msgtype: 1, content: 'hi' };
  const rows = [packet(1, true), text, packet(2, false), packet(3, true), packet(4, true)];
  expect(collapseRain(rows)).toEqual([text, packet(2, false), packet(4, true)]);
  expect(collapseRain([text, packet(2, false)])).toEqual([text, packet(2, false)]);
});
