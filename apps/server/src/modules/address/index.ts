export { districtPlace } from './address.service.ts';
