import { useEffect, useRef, useState } from 'react';
import type { GiftAnnouncement } from '../../../protocol/content';
import { playerTexts } from './texts';

const SHOW_MS = 3500;

export type KeyedGift = GiftAnnouncement & { key: number };

/** The gift animation over the video: one banner per new gift, each for about 3 s. */
export function GiftBurst({ gifts }: { gifts: readonly KeyedGift[] }) {
  const t = playerTexts.useT();
  const [shown, setShown] = useState<KeyedGift[]>([]);
  const seen = useRef(new Set<number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const fresh = gifts.filter((g) => !seen.current.has(g.key));
    if (fresh.length === 0) return;
    for (const g of fresh) {
      seen.current.add(g.key);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setShown((prev) => prev.filter((s) => s.key !== g.key));
      }, SHOW_MS);
      timers.current.add(timer);
    }
    setShown((prev) => [...prev, ...fresh].slice(-3));
  }, [gifts]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  return (
    <div className="gift-burst" aria-live="polite">
      {shown.map((g) => (
        <div className="gift-burst-item" key={g.key} data-testid="gift-burst">
          <span className="gift-burst-text">
            <span className="gift-burst-who" data-content>
              {g.nickname}
            </span>
            <span className="gift-burst-what">{t('giftTo', { name: g.name, num: g.num })}</span>
          </span>
          {g.icon && <img src={g.icon} alt="" />}
          <b>×{g.num}</b>
        </div>
      ))}
    </div>
  );
}
