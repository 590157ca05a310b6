import type { Texts } from '../../../platform/i18n/texts.ts';

const t = (en: string, zhCn: string, zhTw: string, ko: string, ru: string): Texts => ({
  'en-us': en,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'ko-kr': ko,
  ru,
});

export const SHOP_APPLY_MESSAGES = {
  SHOP_APPLY_OPEN: t(
    'You already have an application waiting for review or an approved shop',
    '您已有待审核的入驻申请或已开通店铺',
    '您已有待審核的入駐申請或已開通店鋪',
    '심사 대기 중인 입점 신청 또는 승인된 매장이 이미 있습니다',
    'У вас уже есть заявка на рассмотрении или открытый магазин',
  ),
  SHOP_APPLY_CATEGORY: t(
    'Choose a main category from the list',
    '请从列表中选择主营类目',
    '請從列表中選擇主營類目',
    '목록에서 주요 카테고리를 선택하세요',
    'Выберите основную категорию из списка',
  ),
  SHOP_APPLY_LICENCE: t(
    'Upload the business licence picture first',
    '请先上传营业执照图片',
    '請先上傳營業執照圖片',
    '사업자 등록증 사진을 먼저 업로드하세요',
    'Сначала загрузите фото лицензии',
  ),
  SHOP_APPLY_NOT_IMAGE: t(
    'The licence must be a picture (JPEG, PNG, WebP or GIF)',
    '营业执照须为图片（JPEG、PNG、WebP 或 GIF）',
    '營業執照須為圖片（JPEG、PNG、WebP 或 GIF）',
    '사업자 등록증은 이미지(JPEG, PNG, WebP, GIF)여야 합니다',
    'Лицензия должна быть изображением (JPEG, PNG, WebP или GIF)',
  ),
  SHOP_APPLY_TOO_LARGE: t(
    'The picture is larger than 5 MB',
    '图片超过 5 MB',
    '圖片超過 5 MB',
    '이미지가 5MB를 초과합니다',
    'Изображение больше 5 МБ',
  ),
  SHOP_APPLY_NOT_FOUND: t(
    'No such application',
    '入驻申请不存在',
    '入駐申請不存在',
    '해당 입점 신청이 없습니다',
    'Такой заявки нет',
  ),
  SHOP_APPLY_DECIDED: t(
    'This application has already been decided',
    '该申请已审核',
    '該申請已審核',
    '이미 처리된 신청입니다',
    'По этой заявке уже принято решение',
  ),
  SHOP_APPLY_NAME_TAKEN: t(
    'A shop with this name already exists',
    '已存在同名店铺',
    '已存在同名店鋪',
    '같은 이름의 매장이 이미 있습니다',
    'Магазин с таким названием уже есть',
  ),
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; apply.routes.ts hands the texts over at start-up.
declare module '../../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    shopApply: typeof SHOP_APPLY_MESSAGES;
  }
}
