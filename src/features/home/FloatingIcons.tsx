import { FloatingBubble } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useGo } from '../../app/navigation';
import { CloseIcon, LiveIcon, ServiceIcon } from '../../components';
import { hasRoute } from '../../lib/routeRegistry';
import { homeTexts } from './texts';

/** Both icons snap to the screen edge with a 5 px margin (spec 000 §2). */
const EDGE = '5px';

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
  return (
    <FloatingBubble
      axis="xy"
      magnetic="x"
      onClick={onOpen}
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
            className="bubble-close"
            aria-label="×"
            onClick={(e) => {
              e.stopPropagation();
              onClose();
            }}
            onPointerDown={(e) => e.stopPropagation()}
            onTouchStart={(e) => e.stopPropagation()}
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
          bottom={290}
          onOpen={() => go(`/chat?id=${serviceUid}`)}
          onClose={() => setServiceClosed(true)}
          testId="service-bubble"
        />
      )}
      <Bubble label={t('live')} icon={<LiveIcon />} bottom={220} onOpen={onLive} testId="live-bubble" />
    </>
  );
}
