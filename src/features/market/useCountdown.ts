import { useEffect, useState } from 'react';

/** `mm:ss` until `deadline` (ms), ticking each second; null once past or without one. */
export function useCountdown(deadline: number): string | null {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (deadline <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = Math.floor((deadline - now) / 1000);
  if (deadline <= 0 || left <= 0) return null;
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}
