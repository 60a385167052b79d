// For the API clients' tests (not a test file itself: importing one would run its tests again).

/** An answer whose connection resets while its body is read: `body` came, the rest never does. */
export function brokenOff(body: string): Response {
  const response = new Response(body);
  Object.defineProperty(response, 'text', {
    value: () => Promise.reject(new TypeError('the connection was reset')),
  });
  return response;
}
