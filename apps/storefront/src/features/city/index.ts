// City sub-sites' public face: the top bar's city entry and the home page's city goods.
export { CityEntry } from './components/city-entry.tsx';
export { CityGoods } from './components/city-goods.tsx';
export { useActiveCity } from './use-active-city.ts';
