export { accountRoutes } from './account.routes.ts';
export { codeRoutes } from './code.routes.ts';
export { demoRoutes } from './demo.routes.ts';
// For the member module (account security): captcha, codes and their delivery, passwords, mobiles.
export { checkCaptcha } from './captcha.service.ts';
export { checkCode, checkOwnCode, createCodeDelivery, sendCode, type CodeDelivery } from './codes.service.ts';
export { maskEmail, maskMobile, storedMobile } from './mobile.ts';
export { hashPassword, passwordMatches } from './passwords.ts';
export { assertPasswordRules, registerConfig } from './register-config.service.ts';
