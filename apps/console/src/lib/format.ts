import { DEFAULT_MONEY_SYMBOL } from '@mall/contracts';
import dayjs from 'dayjs';

/** Unix seconds as local date and time; 0 (never) as a dash. */
export const formatTime = (seconds: number): string =>
  seconds > 0 ? dayjs.unix(seconds).format('YYYY-MM-DD HH:mm:ss') : '–';

/** A money string from the server ("129.00") with the mall's symbol. */
export const formatMoney = (money: string): string => `${DEFAULT_MONEY_SYMBOL}${money}`;

/** A day range picked in the console as unix seconds: from the first day's start to the last day's end. */
export function dayRange(range: [dayjs.Dayjs, dayjs.Dayjs] | null | undefined) {
  if (!range) return { start_time: undefined, end_time: undefined };
  return { start_time: range[0].startOf('day').unix(), end_time: range[1].endOf('day').unix() };
}

/** Stored picture paths are relative ("upload/…") and served by the mall's own origin. */
export function imgUrl(path: string | undefined | null): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `/${path.replace(/^\/+/, '')}`;
}
