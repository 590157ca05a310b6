export { readConfig, SERVICER_CONFIG, servicerSetting } from './site-config.service.ts';
export { readDocument } from './site-document.ts';
// For the operator's site settings: the main website row and platform config rows (this module owns both).
export {
  lockMainWebsite,
  selectPlatformConfig,
  updateMainWebsite,
  upsertPlatformConfig,
  type MainWebsiteFields,
} from './site-settings.repository.ts';
export { selectWebsite } from './site.repository.ts';
