// Shops' public face: the rating stars the member's followed shops show.
export { ShopRatings } from './components/shop-ratings.tsx';
