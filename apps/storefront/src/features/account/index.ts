// The account feature's public face: the session for the chrome and the member centre, and the
// verification fields the member centre's security forms reuse. Pages are reached through the route table.
export { CaptchaField } from './components/captcha-field.tsx';
export { CodeField } from './components/code-field.tsx';
export { CountrySelect } from './components/country-select.tsx';
export { emailRules, mobileRules } from './components/field-rules.ts';
export { NewPasswordFields } from './components/new-password-fields.tsx';
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
