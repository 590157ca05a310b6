// For the operator console: notices, help classes and help articles written (this module owns them).
export {
  adminHelpClasses,
  adminHelpPage,
  adminNoticePage,
  removeHelp,
  removeHelpClass,
  removeNotice,
  saveHelp,
  saveHelpClass,
  saveNotice,
} from './cms-admin.service.ts';
