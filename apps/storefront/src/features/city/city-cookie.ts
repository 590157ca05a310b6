import { useSyncExternalStore } from 'react';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies.ts';

/** lib/session.ts reads SiteKey (the website id) and lib/request sends it as website_id on every call. */
const SITE_KEY_COOKIE = 'SiteKey';
/** What the top bar shows for the chosen city: its area id (to translate hot cities) and its region name. */
const CITY_COOKIE = 'SiteCity';
const KEEP_DAYS = 365;

export interface ChosenCity {
  websiteId: number;
  areaId: number;
  name: string;
}

const listeners = new Set<() => void>();
let snapshot: string | undefined;

function readCity(): ChosenCity | null {
  const websiteId = Number(getCookie(SITE_KEY_COOKIE) ?? 0);
  if (!Number.isInteger(websiteId) || websiteId <= 0) return null;
  const [areaId = '0', ...rest] = (getCookie(CITY_COOKIE) ?? '').split(':');
  return { websiteId, areaId: Number(areaId) || 0, name: rest.join(':') };
}

export const chosenCity = readCity;

export function keepCity(city: ChosenCity): void {
  setCookie(SITE_KEY_COOKIE, String(city.websiteId), KEEP_DAYS);
  setCookie(CITY_COOKIE, `${city.areaId}:${city.name}`, KEEP_DAYS);
  listeners.forEach((l) => l());
}

export function forgetCity(): void {
  removeCookie(SITE_KEY_COOKIE);
  removeCookie(CITY_COOKIE);
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
// A string snapshot keeps useSyncExternalStore stable between changes.
const cookieSnapshot = () => {
  const value = `${getCookie(SITE_KEY_COOKIE) ?? ''}|${getCookie(CITY_COOKIE) ?? ''}`;
  if (value !== snapshot) snapshot = value;
  return snapshot;
};

/** The chosen city, re-rendering its readers when the shopper switches. */
export function useChosenCity(): ChosenCity | null {
  const key = useSyncExternalStore(subscribe, cookieSnapshot, () => '');
  return key ? readCity() : null;
}
