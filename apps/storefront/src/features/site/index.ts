// The site feature's public face: reading an advert position's slides (the coupon centre's banner).
export { advSlides } from './components/home/floor-slots.ts';
// The customer-service setting ('system' chat, 'third' link, socket address) the chat dialog follows.
export { useServicerConfig } from './api/site-queries.ts';
// The home page's pop-up, asked for with the app on a first load of /index (app/preload-route.ts).
export { readFloatLayerEarly } from './api/float-layer-early.ts';
