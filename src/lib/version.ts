/**
 * Compares dotted numeric versions part by part ("6.10" > "6.9"); a missing part counts as 0 and a
 * non-numeric part as 0. Returns -1, 0 or 1.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = a.trim().split('.');
  const pb = b.trim().split('.');
  const n = Math.max(pa.length, pb.length);
  for (let i = 0; i < n; i++) {
    const x = Number.parseInt(pa[i] ?? '0', 10) || 0;
    const y = Number.parseInt(pb[i] ?? '0', 10) || 0;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

/** True when the server's version is strictly newer than the running one. */
export function isNewerVersion(server: string, running: string): boolean {
  return compareVersions(server, running) > 0;
}
