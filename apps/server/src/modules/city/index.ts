export { cityScope } from './city.repository.ts';
export { cityWebsiteId } from './city.service.ts';
