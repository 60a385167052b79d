import { type ReactNode, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { useGo } from '../../app/navigation';
import { useShellScreens } from '../../app/shellBridge';
import { CloseIcon, LiveIcon, ServiceIcon } from '../../components';
import { TAP_SLOP, useDragClickGuard } from '../../components/dragGuard';
import { hasRoute } from '../../lib/routeRegistry';
import { homeTexts } from './texts';

/** Both icons snap to the screen edge with a 5 px margin (spec 000 §2). */
const EDGE = 5;
const SIZE = 52;
// NOTE: they start low on the right, over the live cards' lower corners: above the back-to-top
// control and the download banner, and below the 热门直播 header, whose 更多 link sits at the
// right edge too (a bubble over it took its taps).
const LIVE_BOTTOM = 180;
const SERVICE_BOTTOM = 242;
/**
 * A round icon fixed at the right edge. A finger or mouse drags it anywhere on the screen; let go,
 * it snaps to the nearer side edge. The × (when closable) is a button of its own beside the icon's.
 */
// NOTE: the UI kit's FloatingBubble brought a spring and a gesture library into the first load and
// ran both on every render; a drag here moves the bubble through a style on the element and
// renders only when it lands on the other side.
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
  const root = useRef<HTMLDivElement>(null);
  const offset = useRef({ x: 0, y: 0 });
  const drag = useRef<{
    id: number;
    x: number;
    y: number;
    from: { x: number; y: number };
    moved: boolean;
  } | null>(null);
  const guard = useDragClickGuard();

  const place = (x: number, y: number, animate: boolean) => {
    const element = root.current;
    if (!element) return;
    offset.current = { x, y };
    element.classList.toggle('float-bubble-settle', animate);
    element.style.transform = `translate3d(${x}px, ${y}px, 0)`;
  };
  const onPointerDown = (e: ReactPointerEvent) => {
    guard.pressed();
    if (e.button !== 0) return;
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, from: offset.current, moved: false };
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    // A mouse let go outside the bubble before it took the pointer: the drag is over.
    if (e.buttons === 0) {
      drag.current = null;
      return;
    }
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) <= TAP_SLOP) return;
    if (!d.moved) {
      d.moved = true;
      root.current?.setPointerCapture(e.pointerId);
    }
    place(d.from.x + dx, d.from.y + dy, false);
  };
  const onPointerEnd = (e: ReactPointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    if (!d.moved) return;
    // Snap to the nearer side; stay within the screen's height.
    const width = window.innerWidth;
    const home = { left: width - EDGE - SIZE, top: window.innerHeight - bottom - SIZE };
    const left = home.left + offset.current.x;
    const toLeft = left + SIZE / 2 < width / 2;
    const x = toLeft ? EDGE - home.left : 0;
    const top = Math.min(Math.max(home.top + offset.current.y, EDGE), window.innerHeight - EDGE - SIZE);
    place(x, top - home.top, true);
    setAtLeft(toLeft);
    // A drag is not a tap.
    guard.dragged();
  };

  return (
    <div
      ref={root}
      className="float-bubble"
      style={{ bottom, right: EDGE }}
      data-testid={testId}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClickCapture={guard.onClickCapture}
    >
      <button type="button" className="float-bubble-button bubble" onClick={onOpen}>
        {icon}
        <span>{label}</span>
      </button>
      {onClose && (
        <button
          type="button"
          className={atLeft ? 'bubble-close bubble-close-right' : 'bubble-close'}
          data-testid="bubble-close"
          aria-label="×"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}

/**
 * The draggable customer-service icon (closable; opens the service chat, shown once that route
 * exists) and the live icon (opens the live tab).
 */
export function FloatingIcons({
  serviceUid,
  onLive,
}: {
  /** The service account now (the day's and the night's differ), read again on each tap. */
  serviceUid: () => number;
  onLive: () => void;
}) {
  const t = homeTexts.useT();
  const screens = useShellScreens(useGo());
  const [serviceClosed, setServiceClosed] = useState(false);
  const showService = serviceUid() > 0 && !serviceClosed && hasRoute('/chat');
  return (
    <>
      {showService && (
        <Bubble
          label={t('service')}
          icon={<ServiceIcon />}
          bottom={SERVICE_BOTTOM}
          onOpen={() => screens.chat(serviceUid())}
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
