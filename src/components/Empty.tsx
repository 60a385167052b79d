/** The no-data state: an image and a text (spec 000 §8). */
export function Empty({ text }: { text: string }) {
  return (
    <div className="empty" data-testid="empty">
      <svg aria-hidden="true" viewBox="0 0 132 96">
        <ellipse cx="66" cy="86" rx="46" ry="6" fill="#e3e7ef" />
        <rect x="30" y="18" width="72" height="56" rx="8" fill="#fff" stroke="#cfd6e2" strokeWidth="2" />
        <path d="M30 34h72" stroke="#cfd6e2" strokeWidth="2" />
        <circle cx="40" cy="26" r="2.5" fill="#ff8a3d" />
        <circle cx="48" cy="26" r="2.5" fill="#cfd6e2" />
        <path d="M48 56c5-6 31-6 36 0" stroke="#b6bfcd" strokeWidth="2.5" strokeLinecap="round" fill="none" />
        <circle cx="54" cy="46" r="3" fill="#b6bfcd" />
        <circle cx="78" cy="46" r="3" fill="#b6bfcd" />
      </svg>
      <span>{text}</span>
    </div>
  );
}
