import type { SessionUser, SocketAddress } from '../../state/session';

function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}
function num(v: unknown): number {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
}

/** The `user` of a login answer, checked; undefined when it is not a user with a uid. */
export function readUser(raw: unknown): SessionUser | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const uid = num(r.uid);
  if (!Number.isInteger(uid) || uid <= 0) return undefined;
  return {
    uid,
    fid: str(r.fid),
    nickname: str(r.nickname),
    phonenum: str(r.phonenum),
    zone: str(r.zone) || '86',
    headurl: str(r.headurl),
    usertype: num(r.usertype),
    sign: str(r.sign),
    viplevel: num(r.viplevel),
  };
}

/** The socket addresses of a login answer (svrip + websvrport). */
export function readServerList(raw: unknown): SocketAddress[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((e) => {
    if (typeof e !== 'object' || e === null) return [];
    const { svrip, websvrport } = e as Record<string, unknown>;
    const port = num(websvrport);
    return typeof svrip === 'string' && svrip !== '' && port > 0 ? [{ svrip, websvrport: port }] : [];
  });
}
