import { type CSSProperties, memo } from 'react';
import type { Notice } from '../../../protocol/mainApi';
import { useGo } from '../../app/navigation';
import { Carousel } from '../../components';
import { jumpTarget, openJump } from './jump';
import { homeTexts } from './texts';

/** Notice autoplay 3 s (spec 000 §9). */
export const NOTICE_AUTOPLAY_MS = 3000;

function SpeakerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M4 9v6h4l5 4V5L8 9H4Z" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </svg>
  );
}

/** The scrolling notices under the banner. */
export const NoticeTicker = memo(function NoticeTicker({ notices }: { notices: readonly Notice[] }) {
  const go = useGo();
  const label = homeTexts.useT()('noticesLabel');
  if (notices.length === 0) return null;
  return (
    <div className="notice-ticker" data-testid="notice-ticker">
      <SpeakerIcon />
      <Carousel
        direction="vertical"
        label={label}
        autoplayMs={NOTICE_AUTOPLAY_MS}
        style={{ '--height': '36px' } as CSSProperties}
        className="notice-ticker-slides"
        slides={notices.map((n) => (
          <button
            key={n.id}
            type="button"
            className="notice-ticker-item"
            onClick={() => openJump(jumpTarget(n), go)}
            data-content
          >
            {n.title}
          </button>
        ))}
      />
    </div>
  );
});
