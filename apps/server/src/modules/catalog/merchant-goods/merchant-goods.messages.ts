import type { Texts } from '../../../platform/i18n/texts.ts';

const t = (en: string, zhCn: string, zhTw: string, ko: string, ru: string): Texts => ({
  'en-us': en,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'ko-kr': ko,
  ru,
});

export const MERCHANT_GOODS_MESSAGES = {
  MGOODS_GOODS_NOT_FOUND: t(
    'No such goods in your shop',
    '本店没有该商品',
    '本店沒有該商品',
    '매장에 해당 상품이 없습니다',
    'В вашем магазине нет такого товара',
  ),
  MGOODS_GOODS_CATEGORY_UNKNOWN: t(
    'Choose a category of the mall',
    '请选择商城的商品分类',
    '請選擇商城的商品分類',
    '쇼핑몰의 카테고리를 선택하세요',
    'Выберите категорию торгового центра',
  ),
  MGOODS_GOODS_BRAND_UNKNOWN: t(
    'Unknown brand',
    '品牌不存在',
    '品牌不存在',
    '알 수 없는 브랜드입니다',
    'Неизвестный бренд',
  ),
  MGOODS_GOODS_SHOP_CATEGORY_UNKNOWN: t(
    'Choose one of your shop’s own categories',
    '请选择本店的店内分类',
    '請選擇本店的店內分類',
    '매장 자체 카테고리 중에서 선택하세요',
    'Выберите одну из категорий вашего магазина',
  ),
  MGOODS_GOODS_SPEC_DUPLICATE: t(
    'Spec names, and the values of each spec, must not repeat',
    '规格名和同一规格的规格值不能重复',
    '規格名和同一規格的規格值不能重複',
    '사양 이름과 각 사양의 값은 중복될 수 없습니다',
    'Названия характеристик и значения одной характеристики не должны повторяться',
  ),
  MGOODS_GOODS_SKU_MATRIX: t(
    'The SKUs must cover every combination of the spec values exactly once',
    'SKU 必须与规格值的每种组合一一对应',
    'SKU 必須與規格值的每種組合一一對應',
    'SKU는 사양 값의 모든 조합을 정확히 한 번씩 포함해야 합니다',
    'SKU должны покрывать каждое сочетание значений характеристик ровно один раз',
  ),
  MGOODS_GOODS_MAX_BELOW_MIN: t(
    'The maximum purchase must not be below the minimum',
    '限购数量不能小于起购数量',
    '限購數量不能小於起購數量',
    '최대 구매 수량은 최소 구매 수량보다 작을 수 없습니다',
    'Максимальное количество не может быть меньше минимального',
  ),
  MGOODS_GOODS_STOCK_CHANGED: t(
    'The stock of {sku} changed meanwhile (an order or another editor): reload and try again',
    '{sku} 的库存已被修改（订单或其他人），请刷新后重试',
    '{sku} 的庫存已被修改（訂單或其他人），請重新整理後再試',
    '{sku}의 재고가 그사이 변경되었습니다(주문 또는 다른 편집자). 새로 고친 후 다시 시도하세요',
    'Остаток {sku} изменился (заказ или другой сотрудник): обновите и попробуйте снова',
  ),
  MGOODS_GOODS_SKU_UNKNOWN: t(
    'No such SKU in this goods',
    '该商品没有此 SKU',
    '該商品沒有此 SKU',
    '이 상품에 해당 SKU가 없습니다',
    'У этого товара нет такого SKU',
  ),
  MGOODS_UPLOAD_MISSING: t(
    'Choose a picture to upload',
    '请选择要上传的图片',
    '請選擇要上傳的圖片',
    '업로드할 사진을 선택하세요',
    'Выберите изображение для загрузки',
  ),
  MGOODS_UPLOAD_NOT_IMAGE: t(
    'This file is not a picture (JPEG, PNG, WebP or GIF)',
    '该文件不是图片（JPEG、PNG、WebP 或 GIF）',
    '該檔案不是圖片（JPEG、PNG、WebP 或 GIF）',
    '이 파일은 사진이 아닙니다 (JPEG, PNG, WebP 또는 GIF)',
    'Этот файл не является изображением (JPEG, PNG, WebP или GIF)',
  ),
  MGOODS_UPLOAD_TOO_LARGE: t(
    'The picture is larger than 5 MB',
    '图片不能超过 5 MB',
    '圖片不能超過 5 MB',
    '사진은 5MB를 넘을 수 없습니다',
    'Изображение больше 5 МБ',
  ),
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; merchant-goods.routes.ts hands the texts over at start-up.
declare module '../../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    merchantGoods: typeof MERCHANT_GOODS_MESSAGES;
  }
}
