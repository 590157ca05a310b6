import dayjs from 'dayjs';

/** Unix seconds as a calendar date (the list) or date and minute (the article). */
export const dateOf = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD');
export const dateTimeOf = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD HH:mm');
