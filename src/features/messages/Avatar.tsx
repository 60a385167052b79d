const PALETTE = ['#ff8a3d', '#3d8bff', '#16c784', '#9b5cff', '#ff5a7a', '#00a3b4'];

/** A round avatar: the picture, or the name's first letter on a colour picked from the id. */
export function Avatar({
  url,
  name,
  id,
  size = 46,
}: {
  url: string;
  name: string;
  id: number;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (url) return <img className="im-avatar" src={url} alt="" style={style} loading="lazy" />;
  const letter = Array.from(name.trim())[0] ?? '?';
  return (
    <span
      className="im-avatar im-avatar-letter"
      style={{ ...style, background: PALETTE[Math.abs(id) % PALETTE.length] }}
    >
      {letter.toUpperCase()}
    </span>
  );
}
