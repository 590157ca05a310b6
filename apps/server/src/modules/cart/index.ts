// For the checkout flow: the lines a checkout bought leave the cart in its transaction.
export { deleteLines } from './cart.repository.ts';
