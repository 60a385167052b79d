import { Children, isValidElement, type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import { afterNextFrame } from '../lib/idle';
import './tabs.css';

interface TabProps {
  title: ReactNode;
}

/** One tab; its React `key` is the tab's key. */
function Tab(_props: TabProps): null {
  return null;
}

interface TabsProps {
  activeKey: string;
  onChange: (key: string) => void;
  /** Tabs share the row's width (true) or keep their own (false); a row too long scrolls. */
  stretch?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A row of tabs (`<Tabs><Tabs.Tab key="a" title="A" /></Tabs>`, the UI kit's shape). The active
 * line is CSS and the row scrolls the active tab into the middle when it changes.
 */
// NOTE: the UI kit's Tabs measure their tabs with forced layouts on every render, resize and text
// change and animate with a spring; on a phone that was the costliest part of the home page's load.
export function Tabs({ activeKey, onChange, stretch = true, className, children }: TabsProps) {
  const row = useRef<HTMLDivElement>(null);
  const tabs: { key: string; title: ReactNode }[] = [];
  Children.forEach(children, (child) => {
    if (isValidElement(child) && child.key !== null)
      tabs.push({ key: String(child.key), title: (child as ReactElement<TabProps>).props.title });
  });
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the row scrolls when the active tab changes
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    const centre = () => {
      const container = row.current;
      const active = container?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!container || !active) return;
      if (initial && container.scrollWidth <= container.clientWidth) return;
      const left = active.offsetLeft - (container.clientWidth - active.offsetWidth) / 2;
      container.scrollTo({ left: Math.max(0, left), behavior: initial ? 'auto' : 'smooth' });
    };
    // NOTE: the first time after the first frame: measuring asks for the page's layout at once,
    // which would add the page's whole first layout to the task that mounts it.
    if (initial) return afterNextFrame(centre);
    centre();
    return undefined;
  }, [activeKey]);

  return (
    <div
      ref={row}
      role="tablist"
      className={`tabs${stretch ? ' tabs-stretch' : ''}${className ? ` ${className}` : ''}`}
    >
      {tabs.map((tab) => {
        const active = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={active}
            className={active ? 'tabs-tab tabs-tab-active' : 'tabs-tab'}
            onClick={() => {
              if (!active) onChange(tab.key);
            }}
          >
            <span className="tabs-title">{tab.title}</span>
          </button>
        );
      })}
    </div>
  );
}

Tabs.Tab = Tab;
