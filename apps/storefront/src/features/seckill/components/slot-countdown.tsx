import { Statistic } from 'antd';
import { useState } from 'react';

/**
 * Counts down to a time of the server's day (seconds since its midnight), measured from the server's own
 * day_seconds when the answer came, so the browser's time zone and clock do not matter.
 */
export function SlotCountdown({ target, daySeconds }: { target: number; daySeconds: number }) {
  const [deadline] = useState(() => Date.now() + (target - daySeconds) * 1000);
  return <Statistic.Timer type="countdown" value={deadline} format="HH:mm:ss" className="sk-countdown" />;
}
