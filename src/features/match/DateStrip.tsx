import { weekdayOf } from '../../lib/dateFormat';
import type { StripDay } from './format';
import { matchTexts } from './texts';

/** The day chips of the match list: yesterday … three days ahead. */
export function DateStrip({
  days,
  value,
  onChange,
}: {
  days: readonly StripDay[];
  value: string;
  onChange: (date: string) => void;
}) {
  const t = matchTexts.useT();
  const weekdays = t('weekdays').split(',');
  return (
    <div className="date-strip" role="tablist">
      {days.map((d) => {
        const name =
          d.offset === -1
            ? t('yesterday')
            : d.offset === 0
              ? t('today')
              : d.offset === 1
                ? t('tomorrow')
                : weekdays[weekdayOf(d.date)];
        return (
          <button
            key={d.date}
            type="button"
            role="tab"
            aria-selected={d.date === value}
            className={d.date === value ? 'is-active' : ''}
            data-testid="date-chip"
            data-date={d.date}
            onClick={() => onChange(d.date)}
          >
            <span>{name}</span>
            <small>{d.date.slice(5)}</small>
          </button>
        );
      })}
    </div>
  );
}
