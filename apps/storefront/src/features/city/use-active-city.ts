import { useAddons } from '../../lib/site-data.ts';
import { useChosenCity, type ChosenCity } from './city-cookie.ts';

/** The chosen city while the city-site plugin is on; an old SiteKey cookie means nothing once it is removed. */
export function useActiveCity(): ChosenCity | null {
  const { data: addons } = useAddons();
  const city = useChosenCity();
  return addons?.city === 1 ? city : null;
}
