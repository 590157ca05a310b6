// City sub-sites' public face: the top bar's city entry and the home page's city goods.
export { CityEntry } from './components/city-entry.tsx';
// Only the home page of a city shows its goods (with a pager): a chunk of its own.
export const loadCityGoods = () => import('./components/city-goods.tsx');
export { useActiveCity } from './use-active-city.ts';
