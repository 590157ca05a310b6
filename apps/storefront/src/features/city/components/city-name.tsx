import { useTranslation } from 'react-i18next';
import type { ChosenCity } from '../city-cookie.ts';
import { hotCityKey } from '../hot-cities.ts';

/** A hot city in the shopper's language; any other city by its region name; no city → nationwide. */
export function useCityName(city: ChosenCity | null): string {
  const { t } = useTranslation('city');
  if (!city) return t('nationwide');
  const key = hotCityKey(city.areaId);
  return key ? t(`cities.${key}`) : city.name || t('nationwide');
}
