import { type ComponentType, useEffect, useState } from 'react';

/**
 * The kit's overlays, made only when first opened. A closed antd-mobile sheet still builds its
 * whole self on every page that holds one: its springs, its drag gestures, its portal in the body,
 * a cost a phone pays at the page's first render for sheets most visits never open. Made on the
 * first opening, it is first drawn closed and opened one render later, so it slides in as before;
 * once made it stays, so it slides out as before.
 */
export function madeWhenOpened<P extends { visible?: boolean }>(Kit: ComponentType<P>): ComponentType<P> {
  function Overlay(props: P) {
    const visible = props.visible === true;
    const [made, setMade] = useState(false);
    useEffect(() => {
      if (visible) setMade(true);
    }, [visible]);
    if (made) return <Kit {...props} />;
    return visible ? <Kit {...props} visible={false} /> : null;
  }
  Overlay.displayName = `MadeWhenOpened(${Kit.displayName ?? Kit.name})`;
  return Overlay;
}
