import type { account } from '@mall/contracts';
import { request } from '../../../lib/request.ts';

/** Captcha fields every code send and password login carries. */
export interface CaptchaFields {
  captcha_id: string;
  captcha_code: string;
}
interface Mobile {
  mobile: string;
  country_code: string;
}
interface CodeFields {
  key: string;
  code: string;
}
interface Passwords {
  password: string;
  confirm_password: string;
}
type Range = { autoLoginRange?: number };
type Token = account.TokenAnswer;
type Sent = account.CodeSent;

const post = <T>(url: string, data: object) => request<T>({ url, data: data as Record<string, unknown> });

/** The calls of spec §7 "Login, register, password recovery", with the fields packages/contracts account.ts states. */
export const accountApi = {
  passwordLogin: (d: { username: string; password: string } & CaptchaFields & Range) =>
    post<Token>('/api/login/login', d),
  sendMobileLoginCode: (d: Mobile & CaptchaFields) => post<Sent>('/api/login/mobileCode', d),
  mobileLogin: (d: Mobile & CodeFields & Range) => post<Token>('/api/login/mobile', d),
  sendEmailLoginCode: (d: { email: string } & CaptchaFields) => post<Sent>('/api/login/loginemailcode', d),
  emailLogin: (d: { email: string } & CodeFields & Range) => post<Token>('/api/login/emailcodelogin', d),

  usernameRegister: (d: { username: string } & Passwords & CaptchaFields) =>
    post<Token>('/api/login/register', d),
  sendMobileRegisterCode: (d: Mobile & CaptchaFields) => post<Sent>('/api/register/mobileCode', d),
  mobileRegister: (d: Mobile & CodeFields & Passwords) => post<Token>('/api/register/mobile', d),
  sendEmailRegisterCode: (d: { email: string } & CaptchaFields) => post<Sent>('/api/register/emailCode', d),
  emailRegister: (d: { email: string } & CodeFields & Partial<Passwords>) =>
    post<Token>('/api/login/emailregister', d),

  sendFindPasswordCode: (d: Mobile & CaptchaFields) => post<Sent>('/api/findpassword/mobilecode', d),
  checkFindPasswordCode: (d: Mobile & CodeFields) => post<unknown>('/api/findpassword/checkcode', d),
  findPassword: (d: Mobile & CodeFields & Passwords) => post<unknown>('/api/findpassword/mobile', d),
};

export const accountReads = {
  registerConfig: () =>
    request<account.RegisterConfig>({ url: '/api/register/config' }).then((answer) => answer.value),
  agreement: () => request<account.Agreement>({ url: '/api/register/aggrement' }),
  countries: () => request<account.Country[]>({ url: '/api/login/getCountry' }),
};
