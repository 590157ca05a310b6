// The site feature's public face: reading an advert position's slides (the coupon centre's banner).
export { advSlides } from './components/home/floor-slots.ts';
// The customer-service setting ('system' chat, 'third' link, socket address) the chat dialog follows.
export { useServicerConfig } from './api/site-queries.ts';
// The layout's adverts, asked for with the app on a first load (app/preload-route.ts).
export { readChromeEarly } from './api/chrome-early.ts';
