export { followableSku } from './collect.service.ts';
