import { FloatingBubble } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useGo } from '../../app/navigation';
import { CloseIcon, LiveIcon, ServiceIcon } from '../../components';
import { chatPath } from '../../lib/paths';
import { hasRoute } from '../../lib/routeRegistry';
import { homeTexts } from './texts';

/** Both icons snap to the screen edge with a 5 px margin (spec 000 §2). */
const EDGE = '5px';
// NOTE: they start low on the right, over the live cards' lower corners: above the back-to-top
// control and the download banner, and below the 热门直播 header, whose 更多 link sits at the
// right edge too (a bubble over it took its taps).
const LIVE_BOTTOM = 180;
const SERVICE_BOTTOM = 242;

function Bubble({
  label,
  icon,
  bottom,
  onOpen,
  onClose,
  testId,
}: {
  label: string;
  icon: ReactNode;
  bottom: number;
  onOpen: () => void;
  onClose?: () => void;
  testId: string;
}) {
  // NOTE: the × sits on the side facing the screen, so the edge never cuts it: it starts at the
  // right edge, and a drag can snap it to the left one.
  const [atLeft, setAtLeft] = useState(false);
  return (
    <FloatingBubble
      axis="xy"
      magnetic="x"
      onClick={onOpen}
      onOffsetChange={({ x }) => setAtLeft(x < -window.innerWidth / 2)}
      style={{
        '--initial-position-bottom': `${bottom}px`,
        '--initial-position-right': EDGE,
        '--edge-distance': EDGE,
        '--size': '52px',
        '--background': 'linear-gradient(135deg, #ff8a3d, #ff4d1a)',
        '--z-index': '900',
      }}
      data-testid={testId}
    >
      <div className="bubble">
        {icon}
        <span>{label}</span>
        {onClose && (
          <button
            type="button"
            className={atLeft ? 'bubble-close bubble-close-right' : 'bubble-close'}
            data-testid="bubble-close"
            aria-label="×"
            // NOTE: the bubble's drag handler must see the touch: it lets a click through only
            // after a touch it judged a tap (use-gesture filterTaps), so stopping the touch here
            // swallowed every tap on the ×.
            onClick={(e) => {
              e.stopPropagation();
              onClose();
            }}
          >
            <CloseIcon />
          </button>
        )}
      </div>
    </FloatingBubble>
  );
}

/**
 * The draggable customer-service icon (closable; opens the service chat, shown once that route
 * exists) and the live icon (opens the live tab).
 */
export function FloatingIcons({ serviceUid, onLive }: { serviceUid: number; onLive: () => void }) {
  const t = homeTexts.useT();
  const go = useGo();
  const [serviceClosed, setServiceClosed] = useState(false);
  const showService = serviceUid > 0 && !serviceClosed && hasRoute('/chat');
  return (
    <>
      {showService && (
        <Bubble
          label={t('service')}
          icon={<ServiceIcon />}
          bottom={SERVICE_BOTTOM}
          onOpen={() => go(chatPath(serviceUid))}
          onClose={() => setServiceClosed(true)}
          testId="service-bubble"
        />
      )}
      <Bubble
        label={t('live')}
        icon={<LiveIcon />}
        bottom={LIVE_BOTTOM}
        onOpen={onLive}
        testId="live-bubble"
      />
    </>
  );
}
