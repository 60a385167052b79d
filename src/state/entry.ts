import { proxy } from 'valtio';

/** The query parameters the app reads when it is opened (spec 000 §2). */
export interface EntryParams {
  /** h5 in a browser; a native shell passes its name (android, ios). */
  os: string;
  webclip: string;
  channel: string;
  uid: string;
  fastkey: string;
  customerId: string;
  token: string;
}

/** The default channel (spec 000 §9). */
export const DEFAULT_CHANNEL = '8';

export function readEntryParams(search: string): EntryParams {
  const q = new URLSearchParams(search);
  return {
    os: q.get('os') || 'h5',
    webclip: q.get('webclip') ?? '',
    channel: q.get('channel') || DEFAULT_CHANNEL,
    uid: q.get('uid') ?? '',
    fastkey: q.get('fastkey') ?? '',
    customerId: q.get('customerId') ?? '',
    token: q.get('token') ?? '',
  };
}

/** Read once at start-up (src/main.tsx); os and webclip are carried over between routes. */
export const entry = proxy<EntryParams>(
  readEntryParams(typeof location === 'undefined' ? '' : location.search),
);
