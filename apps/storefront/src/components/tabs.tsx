import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  key: string;
  /** The tab's visible text, which is also its accessible name (a count beside it is part of the name). */
  label: ReactNode;
  /** The panel under the tabs; without it the tabs only choose (the page draws what they choose). */
  children?: ReactNode;
}

interface Props {
  items: TabItem[];
  /** The chosen tab when the page keeps it (in the address, say); otherwise the tabs keep it themselves. */
  activeKey?: string;
  /** The first tab chosen when the tabs keep it themselves; the first item without it. */
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  className?: string;
  /**
   * Unmount a panel as soon as another tab is chosen (forms start afresh). Otherwise a panel renders the first
   * time its tab is chosen and then stays, hidden, keeping what the shopper did in it (as antd's Tabs).
   */
  destroyOnHidden?: boolean;
}

const NEXT_KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * Line tabs without antd's (whose overflow menu brings its Dropdown and Menu along; issue 12), as the WAI-ARIA
 * tabs pattern has them: one tab stop for the row, the arrow keys, Home and End move and choose, each panel
 * named by its tab.
 */
export function Tabs({ items, activeKey, defaultActiveKey, onChange, className, destroyOnHidden }: Props) {
  const id = useId();
  const [ownKey, setOwnKey] = useState(defaultActiveKey);
  const wanted = activeKey ?? ownKey;
  const active = items.find((item) => item.key === wanted)?.key ?? items[0]?.key;
  // Panels already shown, which stay mounted (hidden) unless destroyOnHidden; set while rendering, as React allows.
  const [visited, setVisited] = useState<string[]>(active === undefined ? [] : [active]);
  if (active !== undefined && !visited.includes(active)) setVisited([...visited, active]);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (key: string) => {
    if (key === active) return;
    setOwnKey(key);
    onChange?.(key);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const move = NEXT_KEYS[e.key];
    const at = items.findIndex((item) => item.key === active);
    if (!move || at < 0) return;
    e.preventDefault();
    const to = move(at, items.length);
    tabs.current[to]?.focus();
    choose(items[to]!.key);
  };
  const tabId = (i: number) => `${id}-tab-${i}`;
  const panelId = (i: number) => `${id}-panel-${i}`;

  return (
    <div className={['tabs', className ?? ''].filter(Boolean).join(' ')}>
      <div className="tabs__list" role="tablist">
        {items.map((item, i) => {
          const on = item.key === active;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              className={on ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
              aria-selected={on}
              aria-controls={item.children === undefined ? undefined : panelId(i)}
              tabIndex={on ? 0 : -1}
              onClick={() => choose(item.key)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => {
        if (item.children === undefined) return null;
        const on = item.key === active;
        const shown = on || (!destroyOnHidden && visited.includes(item.key));
        return (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(i)}
            className="tabs__panel"
            aria-labelledby={tabId(i)}
            tabIndex={on ? 0 : -1}
            hidden={!on}
          >
            {shown ? item.children : null}
          </div>
        );
      })}
    </div>
  );
}
