import dayjs from 'dayjs';

/** Unix seconds as a calendar date (lists, validity), to the minute (articles, reviews), to the second (orders). */
export const dateOf = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD');
export const dateTimeOf = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD HH:mm');
export const secondsOf = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD HH:mm:ss');
