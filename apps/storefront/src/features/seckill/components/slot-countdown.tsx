import { useEffect, useState } from 'react';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Counts down to a time of the server's day (seconds since its midnight), measured from the server's own
 * day_seconds when the answer came, so the browser's time zone and clock do not matter. Plain markup (no antd):
 * it shows on the home page, which loads no antd.
 */
export function SlotCountdown({ target, daySeconds }: { target: number; daySeconds: number }) {
  const [deadline] = useState(() => Date.now() + (target - daySeconds) * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = Math.max(0, Math.floor((deadline - now) / 1000));
  const text = `${two(Math.floor(left / 3600))}:${two(Math.floor((left % 3600) / 60))}:${two(left % 60)}`;
  return (
    <span className="sk-countdown" role="timer">
      {text}
    </span>
  );
}
