import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../components';
import { afterNextFrame } from '../../lib/idle';
import { homeTexts } from './texts';

const SHOW_AFTER_PX = 400;

/** The back-to-top control of a scroll container. */
export function BackToTop({ target }: { target: HTMLElement | null }) {
  const t = homeTexts.useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!target) return;
    const onScroll = () => setShown(target.scrollTop > SHOW_AFTER_PX);
    // NOTE: the first reading after the frame: read in the commit, it would lay the page out there.
    const cancel = afterNextFrame(onScroll);
    target.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancel();
      target.removeEventListener('scroll', onScroll);
    };
  }, [target]);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={t('backToTop')}
      onClick={() => target?.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid="back-to-top"
    >
      <ArrowUpIcon />
    </button>
  );
}
