import { APP_TYPE, APP_TYPE_NAME, type member } from '@mall/contracts';
import { i18n } from '../../../lib/i18n.ts';
import { request, RequestError, type ServerEnvelope } from '../../../lib/request.ts';
import { getToken } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import type { CaptchaFields } from '../../account/index.ts';

interface CodeFields {
  key: string;
  code: string;
}

/** Every member call is login-forced: a dead token sends the member to login and back (spec §6). */
const post = <T>(url: string, data: object) =>
  request<T>({ url, data: data as Record<string, unknown>, forceLogin: true });

/** The member's own account calls (packages/contracts member.ts); the server reads only the caller's row. */
export const memberApi = {
  modifyNickname: (d: { nickname: string }) => post<unknown>('/api/member/modifynickname', d),
  modifyPassword: (d: { old_password?: string; new_password: string; confirm_password: string }) =>
    post<unknown>('/api/member/modifypassword', d),
  setPassword: (d: { password: string; confirm_password: string }) =>
    post<unknown>('/api/member/setpassword', d),
  sendPayPasswordCode: (d: CaptchaFields) => post<member.PayCodeSent>('/api/member/paypwdcode', d),
  verifyPayPasswordCode: (d: CodeFields) => post<unknown>('/api/member/verifypaypwdcode', d),
  modifyPayPassword: (d: CodeFields & { password: string; confirm_password: string }) =>
    post<unknown>('/api/member/modifypaypassword', d),
  checkMobile: (d: { mobile: string; country_code: string }) => post<unknown>('/api/member/checkmobile', d),
  sendBindMobileCode: (d: { mobile: string; country_code: string } & CaptchaFields) =>
    post<{ key: string }>('/api/member/bindmobliecode', d),
  modifyMobile: (d: { mobile: string; country_code: string } & CodeFields) =>
    post<unknown>('/api/member/modifymobile', d),
  checkEmail: (d: { email: string }) => post<unknown>('/api/member/checkemail', d),
  sendBindEmailCode: (d: { email: string } & CaptchaFields) =>
    post<{ key: string }>('/api/member/bingemailcode', d),
  modifyEmail: (d: { email: string } & CodeFields) => post<unknown>('/api/member/modifyemail', d),
};

/**
 * The avatar goes up as multipart/form-data (the one call that is not JSON): the common fields first, then the
 * picture in the part named `file`. The server checks the content, re-encodes and resizes it to 120×120.
 */
export async function uploadHeadimg(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('app_type', APP_TYPE);
  form.append('app_type_name', APP_TYPE_NAME);
  form.append('lang', i18n.language);
  form.append('token', getToken() ?? '');
  form.append('file', file);
  let body: ServerEnvelope<{ headimg: string }>;
  try {
    const res = await fetch('/api/member/modifyheadimg', { method: 'POST', body: form });
    body = (await res.json()) as typeof body;
  } catch {
    const text = i18n.t('common:networkError');
    toast(text);
    throw new RequestError(text);
  }
  if (body.code !== 0) {
    toast(body.message);
    throw new RequestError(body.message, body);
  }
  return body.data.headimg;
}
