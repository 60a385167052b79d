/** Reads at least `bytes` of a streaming response (or what arrives in `ms`). */
export async function readSome(
  url: string,
  bytes: number,
  ms: number,
): Promise<{ status: number; type: string; body: Buffer }> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  const response = await fetch(url, { signal: abort.signal });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const reader = response.body?.getReader();
    while (reader && size < bytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(Buffer.from(value));
      size += value.length;
    }
    abort.abort();
  } catch {
    // aborted at the deadline
  } finally {
    clearTimeout(timer);
  }
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: Buffer.concat(chunks),
  };
}

/** Polls `check` every `everyMs` until it is true or `tries` ran out; resolves with its last answer. */
export async function poll(
  check: () => Promise<boolean> | boolean,
  tries = 50,
  everyMs = 100,
): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return check();
}
