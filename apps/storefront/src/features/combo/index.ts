// Combo packages' public face outside their pages: the goods page's entrance.
export { ComboEntrance } from './components/combo-entrance.tsx';
