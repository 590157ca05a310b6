// The site feature's public face: reading an advert position's slides (the coupon centre's banner).
export { advSlides } from './components/home/floor-slots.ts';
