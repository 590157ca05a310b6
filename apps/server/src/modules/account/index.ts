// For the member module (account security): captcha, codes and their delivery, passwords, mobiles.
export { spendCaptchaOnSend } from './captcha.service.ts';
export { checkCode, checkOwnCode, createCodeDelivery, sendCode, type CodeDelivery } from './codes.service.ts';
export { maskEmail, maskMobile, storedMobile } from './mobile.ts';
// Passwords are hashed by the platform (seed data and merchants use it too); members and checkout ask here.
export { hashPassword, passwordMatches } from '../../platform/auth/passwords.ts';
export { assertPasswordRules, registerConfig } from './register-config.service.ts';
export { accountPruneTasks } from './account-prune.repository.ts';
