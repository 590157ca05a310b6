import type { Texts } from '../../platform/i18n/texts.ts';

const t = (en: string, zhCn: string, zhTw: string, ko: string, ru: string): Texts => ({
  'en-us': en,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'ko-kr': ko,
  ru,
});

/** Texts of the platform operator's console calls. */
export const OPERATOR_MESSAGES = {
  PICTURE_MISSING: t(
    'Please choose a picture to upload',
    '请选择要上传的图片',
    '請選擇要上傳的圖片',
    '올릴 이미지를 선택해 주세요',
    'Выберите изображение для загрузки',
  ),
  PICTURE_NOT_IMAGE: t(
    'The file is not a picture (JPEG, PNG, WebP or GIF)',
    '文件不是图片（支持 JPEG、PNG、WebP、GIF）',
    '檔案不是圖片（支援 JPEG、PNG、WebP、GIF）',
    '이미지 파일이 아닙니다 (JPEG, PNG, WebP, GIF)',
    'Файл не является изображением (JPEG, PNG, WebP, GIF)',
  ),
  PICTURE_TOO_LARGE: t(
    'The picture is larger than 2 MB',
    '图片不能超过 2 MB',
    '圖片不能超過 2 MB',
    '이미지는 2MB를 넘을 수 없습니다',
    'Изображение больше 2 МБ',
  ),
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; operator.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    operator: typeof OPERATOR_MESSAGES;
  }
}
