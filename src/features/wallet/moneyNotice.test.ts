import { expect, test } from 'vitest';
import { parseMoneyNotice } from './moneyNotice';

test('a money notice is read from its JSON (ptime in seconds); anything malformed is null', () => {
  expect(
    parseMoneyNotice(
      '{"moneytype":2,"amount":1234,"cointype":0,"orderid":"T1","remarks":"午饭","otheruid":5,"othername":"a","ptime":1700000000}',
    ),
  ).toEqual({
    moneytype: 2,
    amount: 1234,
    cointype: 0,
    orderid: 'T1',
    remarks: '午饭',
    othername: 'a',
    time: 1_700_000_000_000,
    refused: false,
  });
  // A refused top-up's notice (issue 43) says so: nothing was credited.
  expect(
    parseMoneyNotice(
      '{"moneytype":4,"amount":500,"cointype":0,"orderid":"U1","remarks":"no payment","refused":1}',
    )?.refused,
  ).toBe(true);
  for (const bad of ['', 'text', '[1]', 'null', '{"moneytype":"2","amount":1}', '{"moneytype":2}']) {
    expect(parseMoneyNotice(bad)).toBeNull();
  }
});
