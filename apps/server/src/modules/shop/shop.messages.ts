import type { Texts } from '../../platform/i18n/texts.ts';

/** Texts of the shop calls (shop street, shop pages, following a shop). */
export const SHOP_MESSAGES = {
  MISSING_SHOP_ID: {
    'en-us': 'Missing shop id',
    'zh-cn': '缺少店铺id',
    'zh-tw': '缺少店鋪id',
    'ko-kr': '상점 ID가 없습니다',
    ru: 'Не указан идентификатор магазина',
  },
  SHOP_NOT_FOUND: {
    'en-us': 'This shop does not exist',
    'zh-cn': '店铺不存在',
    'zh-tw': '店鋪不存在',
    'ko-kr': '존재하지 않는 상점입니다',
    ru: 'Такого магазина нет',
  },
  SHOP_CLOSED: {
    'en-us': 'This shop is closed',
    'zh-cn': '该店铺已关闭',
    'zh-tw': '該店鋪已關閉',
    'ko-kr': '영업이 종료된 상점입니다',
    ru: 'Этот магазин закрыт',
  },
  SHOP_NOT_FOLLOWED: {
    'en-us': 'You do not follow this shop',
    'zh-cn': '您未关注该店铺',
    'zh-tw': '您未關注該店鋪',
    'ko-kr': '팔로우하지 않은 상점입니다',
    ru: 'Вы не подписаны на этот магазин',
  },
  SHOP_REGION_MISMATCH: {
    'en-us': 'The district is not in the chosen province',
    'zh-cn': '所选区县不属于该省份',
    'zh-tw': '所選區縣不屬於該省份',
    'ko-kr': '선택한 구/군이 해당 성에 속하지 않습니다',
    ru: 'Район не относится к выбранной провинции',
  },
  SHOP_NO_DELIVERY_TYPE: {
    'en-us': 'Offer at least one delivery type',
    'zh-cn': '请至少开启一种配送方式',
    'zh-tw': '請至少開啟一種配送方式',
    'ko-kr': '배송 방식을 하나 이상 켜 주세요',
    ru: 'Включите хотя бы один способ доставки',
  },
  SHOP_STORE_NOT_FOUND: {
    'en-us': 'No such pickup store in your shop',
    'zh-cn': '本店没有该自提门店',
    'zh-tw': '本店沒有該自提門市',
    'ko-kr': '매장에 해당 픽업 매장이 없습니다',
    ru: 'В вашем магазине нет такого пункта самовывоза',
  },
  SHOP_PICTURE_NOT_IMAGE: {
    'en-us': 'The file is not a picture (JPEG, PNG, WebP or GIF)',
    'zh-cn': '文件不是图片（JPEG、PNG、WebP 或 GIF）',
    'zh-tw': '檔案不是圖片（JPEG、PNG、WebP 或 GIF）',
    'ko-kr': '파일이 이미지가 아닙니다 (JPEG, PNG, WebP, GIF)',
    ru: 'Файл не является изображением (JPEG, PNG, WebP или GIF)',
  },
  SHOP_PICTURE_TOO_LARGE: {
    'en-us': 'The picture is larger than 3 MB',
    'zh-cn': '图片超过 3 MB',
    'zh-tw': '圖片超過 3 MB',
    'ko-kr': '이미지가 3MB를 초과합니다',
    ru: 'Изображение больше 3 МБ',
  },
  SHOP_PICTURE_MISSING: {
    'en-us': 'Choose a picture to upload',
    'zh-cn': '请选择要上传的图片',
    'zh-tw': '請選擇要上傳的圖片',
    'ko-kr': '업로드할 이미지를 선택하세요',
    ru: 'Выберите изображение для загрузки',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; shop.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    shop: typeof SHOP_MESSAGES;
  }
}
