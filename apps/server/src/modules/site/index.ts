export { readConfig } from './site-config.service.ts';
