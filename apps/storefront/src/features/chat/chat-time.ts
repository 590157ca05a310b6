import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/**
 * The label of a message's time (spec §4): today, yesterday and tomorrow by calendar day within a 24-hour window
 * of now, otherwise the date and time.
 */
export function chatTimeLabel(unix: number, t: TFunction, now = dayjs()): string {
  const at = dayjs.unix(unix);
  const time = at.format('HH:mm');
  const hours = Math.abs(at.diff(now, 'hour', true));
  if (at.isSame(now, 'day')) return t('chat:time.today', { time });
  if (hours < 48 && at.isSame(now.subtract(1, 'day'), 'day')) return t('chat:time.yesterday', { time });
  if (hours < 48 && at.isSame(now.add(1, 'day'), 'day')) return t('chat:time.tomorrow', { time });
  return at.format('YYYY-MM-DD HH:mm');
}
