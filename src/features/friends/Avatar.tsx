import { useState } from 'react';

const COLORS = ['#ff8a3d', '#3d8bff', '#16c784', '#a259ff', '#ff5a7a', '#13a8a8'];

/** A round avatar: the picture, or the name's first character on a colour picked from `seed`. */
export function Avatar({
  url,
  name,
  seed,
  size = 40,
}: {
  url: string;
  name: string;
  seed: number;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (url && !broken) {
    return <img className="fr-avatar" style={style} src={url} alt="" onError={() => setBroken(true)} />;
  }
  const color = COLORS[Math.abs(seed) % COLORS.length];
  return (
    <span className="fr-avatar fr-avatar-text" style={{ ...style, background: color }} aria-hidden="true">
      {[...name.trim()][0] ?? '?'}
    </span>
  );
}
