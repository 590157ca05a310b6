// The account feature's public face: the session for the chrome and the member centre, and the
// verification fields the member centre's security forms reuse. Pages are reached through the route table.
export { CaptchaRow } from './components/captcha-row.tsx';
export { CodeRow } from './components/code-input.tsx';
export { codeRules, confirmRules, emailRules, mobileRules } from './components/field-rules.ts';
export { MobileRow } from './components/mobile-row.tsx';
export { NewPasswordRows } from './components/new-password-rows.tsx';
export { newPasswordRules } from './components/password-rules.tsx';
export { useRegisterConfig } from './api/account-queries.ts';
export type { CaptchaFields } from './api/account-api.ts';
export { useCaptcha } from './api/use-captcha.ts';
export {
  MEMBER_KEY,
  refreshMemberData,
  signOut,
  useCurrentMember,
  useMemberOfPage,
  useToken,
} from './session/use-session.ts';
