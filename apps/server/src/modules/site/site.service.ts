import { site, toJsonText, type JsonText, type Lang, type Link } from '@mall/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pickI18n } from '../../platform/i18n/translate.ts';
import { readConfig } from './site-config.service.ts';
import {
  selectAdvPosition,
  selectAdvs,
  selectFriendlyLinkPage,
  selectNavPage,
  selectWebsite,
} from './site.repository.ts';
import { toPaged } from '@mall/contracts';
import { notFound } from '../../platform/errors.ts';
import { qrPicture } from '../../platform/qr-pictures.ts';

/** A stored link object as the JSON text the original answers (facts §6); a malformed one links nowhere. */
const linkOf = (value: unknown): JsonText<Link> => {
  const parsed = z.object({ url: z.string() }).passthrough().safeParse(value);
  return toJsonText(parsed.success ? parsed.data : { url: '' });
};

/** The chosen city sub-site's row when it exists, else the main site's. */
export async function websiteInfo(db: Db, websiteId: number): Promise<site.WebsiteInfo> {
  const row =
    (websiteId > 0 ? await selectWebsite(db, websiteId) : undefined) ?? (await selectWebsite(db, 0));
  if (!row) throw notFound();
  const money = await readConfig(db, 'MONEY_CONFIG', z.object({ money_symbol: z.string().min(1) }), {
    money_symbol: '$',
  });
  return {
    website_id: row.websiteId,
    site_name: row.title,
    title: row.title,
    logo: row.logo,
    desc: row.desc,
    keywords: row.keywords,
    web_status: row.webStatus as 0 | 1,
    close_reason: row.closeReason,
    wap_status: row.wapStatus as 0 | 1,
    web_qrcode: row.webQrcode,
    web_email: row.webEmail,
    web_phone: row.webPhone,
    money_symbol: money.money_symbol,
  };
}

/**
 * The mobile-mall QR code: the mobile domain when one is set, else this storefront's home. img is the
 * relative path of its picture under /upload (made once), which the original client prefixes with its
 * image domain.
 */
export async function wapQrcode(db: Db, origin: string, uploadDir: string): Promise<site.WapQrcode> {
  const row = await selectWebsite(db, 0);
  const url = row?.wapDomain || `${origin}/web/index`;
  const img = await qrPicture(uploadDir, url);
  const open = (row?.wapStatus ?? 1) === 1;
  return { path: { h5: { status: open ? 1 : 2, url, img, message: '' } } };
}

export async function advDetail(db: Db, keyword: string, lang: Lang): Promise<site.AdvDetail> {
  const position = await selectAdvPosition(db, keyword);
  // An unconfigured position is not an error for the page: it simply shows no advertisement.
  if (!position) {
    return {
      adv_position: {
        ap_id: 0,
        ap_name: '',
        ap_intro: '',
        ap_height: 0,
        ap_width: 0,
        default_content: '',
        ap_background_color: '',
        type: 1,
        keyword,
      },
      adv_list: [],
    };
  }
  const advs = await selectAdvs(db, position.apId);
  return {
    adv_position: {
      ap_id: position.apId,
      ap_name: position.apName,
      ap_intro: position.apIntro,
      ap_height: position.apHeight,
      ap_width: position.apWidth,
      default_content: position.defaultContent,
      ap_background_color: position.apBackgroundColor,
      type: position.type,
      keyword: position.keyword,
    },
    adv_list: advs.map((a) => ({
      adv_id: a.advId,
      adv_title: pickI18n(a.i18n, lang, 'adv_title', a.advTitle),
      ap_id: a.apId,
      adv_url: linkOf(a.advUrl),
      adv_image: pickI18n(a.i18n, lang, 'adv_image', a.advImage),
      slide_sort: a.slideSort,
      background: a.background,
    })),
  };
}

export async function navPage(db: Db, page: number, pageSize: number, lang: Lang) {
  const { rows, total } = await selectNavPage(db, page, pageSize);
  const list: site.NavItem[] = rows.map((r) => ({
    id: r.id,
    nav_title: pickI18n(r.i18n, lang, 'nav_title', r.navTitle),
    nav_url: linkOf(r.navUrl),
    sort: r.sort,
    is_blank: r.isBlank as 0 | 1,
    nav_icon: r.navIcon,
  }));
  return toPaged(list, total, pageSize);
}

export async function friendlyLinkPage(db: Db, page: number, pageSize: number) {
  const { rows, total } = await selectFriendlyLinkPage(db, page, pageSize);
  const list: site.FriendlyLink[] = rows.map((r) => ({
    id: r.id,
    link_title: r.linkTitle,
    link_url: r.linkUrl,
    link_pic: r.linkPic,
    link_sort: r.linkSort,
    is_blank: r.isBlank as 0 | 1,
  }));
  return toPaged(list, total, pageSize);
}
