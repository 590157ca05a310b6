import type { Texts } from '../../platform/i18n/texts.ts';

export const CATALOG_MESSAGES = {
  CATALOG_GOODS_NOT_FOUND: {
    'en-us': 'This product does not exist',
    'zh-cn': '商品不存在',
    'zh-tw': '商品不存在',
    'ko-kr': '존재하지 않는 상품입니다',
    ru: 'Такого товара нет',
  },
  PRODUCT_OFF_SHELF: {
    'en-us': 'This product has been taken off the shelves',
    'zh-cn': '该商品已下架',
    'zh-tw': '該商品已下架',
    'ko-kr': '판매가 중지된 상품입니다',
    ru: 'Товар снят с продажи',
  },
  CATEGORY_NOT_FOUND: {
    'en-us': 'This category does not exist',
    'zh-cn': '商品分类不存在',
    'zh-tw': '商品分類不存在',
    'ko-kr': '존재하지 않는 카테고리입니다',
    ru: 'Такой категории нет',
  },
  PRICE_RANGE_INVALID: {
    'en-us': 'The lowest price cannot be higher than the highest price',
    'zh-cn': '最低价不能高于最高价',
    'zh-tw': '最低價不能高於最高價',
    'ko-kr': '최저가는 최고가보다 높을 수 없습니다',
    ru: 'Минимальная цена не может быть больше максимальной',
  },
  BRAND_NOT_FOUND: {
    'en-us': 'The brand does not exist',
    'zh-cn': '品牌不存在',
    'zh-tw': '品牌不存在',
    'ko-kr': '브랜드가 존재하지 않습니다',
    ru: 'Бренд не найден',
  },
  CATEGORY_TOO_DEEP: {
    'en-us': 'Categories have at most three levels',
    'zh-cn': '分类最多三级',
    'zh-tw': '分類最多三級',
    'ko-kr': '분류는 최대 3단계입니다',
    ru: 'У категорий не больше трёх уровней',
  },
  CATEGORY_HAS_CHILDREN: {
    'en-us': 'This category has {n} sub-categories: delete them first',
    'zh-cn': '该分类下还有 {n} 个子分类，请先删除子分类',
    'zh-tw': '該分類下還有 {n} 個子分類，請先刪除子分類',
    'ko-kr': '이 분류에 하위 분류 {n}개가 있습니다. 먼저 삭제하세요',
    ru: 'В этой категории {n} подкатегорий: сначала удалите их',
  },
  CATEGORY_IN_USE: {
    'en-us': 'This category is used by {n} goods and cannot be deleted',
    'zh-cn': '该分类已被 {n} 个商品使用，无法删除',
    'zh-tw': '該分類已被 {n} 個商品使用，無法刪除',
    'ko-kr': '이 분류는 상품 {n}개에서 사용 중이라 삭제할 수 없습니다',
    ru: 'Категория используется в {n} товарах и не может быть удалена',
  },
  BRAND_IN_USE: {
    'en-us': 'This brand is used by {n} goods and cannot be deleted',
    'zh-cn': '该品牌已被 {n} 个商品使用，无法删除',
    'zh-tw': '該品牌已被 {n} 個商品使用，無法刪除',
    'ko-kr': '이 브랜드는 상품 {n}개에서 사용 중이라 삭제할 수 없습니다',
    ru: 'Бренд используется в {n} товарах и не может быть удалён',
  },
  SEARCH_KEYWORD_TOO_LONG: {
    'en-us': 'A search can be at most {max} characters long',
    'zh-cn': '搜索内容最多 {max} 个字符',
    'zh-tw': '搜尋內容最多 {max} 個字元',
    'ko-kr': '검색어는 최대 {max}자까지 입력할 수 있습니다',
    ru: 'Поисковый запрос может содержать не больше {max} символов',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; catalog.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    catalog: typeof CATALOG_MESSAGES;
  }
}
