import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { request } from '../../../lib/request.ts';

interface CaptchaAnswer {
  id: string;
  img: string;
}

export interface CaptchaState {
  id: string;
  img: string;
  /** Draws a new picture: after every failed login (a captcha is single-use) and on a click. */
  refresh: () => void;
}

/** The server answers an image as a data URI; raw SVG text is turned into one too. */
const asImageSrc = (img: string) =>
  img.trimStart().startsWith('<svg') ? `data:image/svg+xml;utf8,${encodeURIComponent(img)}` : img;

/** Captchas expire on the server after 10 minutes: draw a fresh one a little before that. */
const REDRAW_MS = 9 * 60_000;

export function useCaptcha(): CaptchaState {
  const [round, setRound] = useState(0);
  // A captcha serves one send or one login: each form draws its own, never shares another form's picture.
  const form = useId();
  const { data } = useQuery({
    queryKey: ['/api/captcha/captcha', form, round],
    queryFn: () => request<CaptchaAnswer>({ url: '/api/captcha/captcha' }),
    staleTime: REDRAW_MS,
    gcTime: 0,
    refetchInterval: REDRAW_MS,
  });
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { id: data?.id ?? '', img: data ? asImageSrc(data.img) : '', refresh };
}
