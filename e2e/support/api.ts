import type { APIRequestContext } from '@playwright/test';

export interface WebsiteInfo {
  site_name: string;
  logo: string;
  web_status: number;
  [key: string]: unknown;
}

/** Calls the mall's API the way the storefront does (POST JSON, envelope, code 0 = success). */
export async function api<T>(request: APIRequestContext, url: string, data: Record<string, unknown> = {}) {
  const res = await request.post(url, { data: { app_type: 'pc', app_type_name: '电脑端', ...data } });
  const body = (await res.json()) as { code: number; message: string; data: T };
  if (body.code !== 0) throw new Error(`${url} answered ${body.code}: ${body.message}`);
  return body.data;
}

export interface Copyright {
  company_name: string;
  [key: string]: unknown;
}

export interface HelpClass {
  class_id: number;
  class_name: string;
  child_list: { id: number; title: string }[];
}

export const websiteInfo = (request: APIRequestContext, lang = 'en-us') =>
  api<WebsiteInfo>(request, '/api/website/info', { lang });
