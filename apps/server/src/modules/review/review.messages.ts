import type { Texts } from '../../platform/i18n/texts.ts';

const t = (en: string, cn: string, tw: string, ko: string, ru: string): Texts => ({
  'en-us': en,
  'zh-cn': cn,
  'zh-tw': tw,
  'ko-kr': ko,
  ru,
});

/** Why a review, a follow-up, a review picture or a reply is refused (spec §5 for the text rules). */
export const REVIEW_MESSAGES = {
  REVIEW_ORDER_NOT_FOUND: t(
    'No order info obtained',
    '未获取到订单信息',
    '未獲取到訂單資訊',
    '주문 정보를 가져오지 못했습니다',
    'Информация о заказе не получена',
  ),
  REVIEW_NOT_RECEIVED: t(
    'The order can be reviewed once it is received',
    '订单收货后才能评价',
    '訂單收貨後才能評價',
    '주문을 수령한 후에 리뷰할 수 있습니다',
    'Отзыв можно оставить после получения заказа',
  ),
  REVIEW_DONE: t(
    'This order has already been reviewed',
    '该订单已经评价过了',
    '該訂單已經評價過了',
    '이미 리뷰한 주문입니다',
    'Отзыв на этот заказ уже оставлен',
  ),
  REVIEW_AGAIN_NOT_YET: t(
    'Review the order before adding a follow-up',
    '请先评价后再追评',
    '請先評價後再追評',
    '리뷰를 작성한 후에 추가 리뷰를 남길 수 있습니다',
    'Сначала оставьте отзыв, затем дополнение',
  ),
  REVIEW_AGAIN_DONE: t(
    'A follow-up review has already been added',
    '该订单已经追评过了',
    '該訂單已經追評過了',
    '이미 추가 리뷰를 작성했습니다',
    'Дополнение к отзыву уже оставлено',
  ),
  REVIEW_LINES: t(
    'Review every item of the order, each once',
    '请对订单中的每件商品各评价一次',
    '請對訂單中的每件商品各評價一次',
    '주문의 모든 상품을 한 번씩 리뷰해 주세요',
    'Оцените каждый товар заказа по одному разу',
  ),
  REVIEW_LINE_REFUNDED: t(
    'A refunded item cannot be reviewed',
    '已退款的商品不能评价',
    '已退款的商品不能評價',
    '환불된 상품은 리뷰할 수 없습니다',
    'Возвращённый товар нельзя оценить',
  ),
  REVIEW_CONTENT_EMPTY: t(
    'The product review cannot be empty',
    '商品评价不能为空',
    '商品評價不能為空',
    '상품 리뷰를 입력해 주세요',
    'Отзыв о товаре не может быть пустым',
  ),
  REVIEW_CONTENT_TOO_LONG: t(
    'A review can be at most 200 characters',
    '评价内容最多200个字',
    '評價內容最多200個字',
    '리뷰는 최대 200자까지 작성할 수 있습니다',
    'Отзыв может содержать не более 200 символов',
  ),
  REVIEW_TOO_MANY_PICTURES: t(
    'At most 6 pictures can be uploaded',
    '最多上传6张图片',
    '最多上傳6張圖片',
    '사진은 최대 6장까지 올릴 수 있습니다',
    'Можно загрузить не более 6 изображений',
  ),
  REVIEW_PICTURE_INVALID: t(
    'Upload the review pictures again',
    '评价图片无效，请重新上传',
    '評價圖片無效，請重新上傳',
    '리뷰 사진을 다시 올려 주세요',
    'Загрузите изображения к отзыву заново',
  ),
  REVIEW_NOT_IMAGE: t(
    'Only pictures (JPG, PNG, WEBP, GIF) can be uploaded',
    '只能上传图片（JPG、PNG、WEBP、GIF）',
    '只能上傳圖片（JPG、PNG、WEBP、GIF）',
    '사진(JPG, PNG, WEBP, GIF)만 올릴 수 있습니다',
    'Можно загружать только изображения (JPG, PNG, WEBP, GIF)',
  ),
  REVIEW_PICTURE_TOO_LARGE: t(
    'The picture is larger than 5 MB',
    '图片不能超过5MB',
    '圖片不能超過5MB',
    '사진은 5MB를 넘을 수 없습니다',
    'Изображение больше 5 МБ',
  ),
  REVIEW_NOT_FOUND: t(
    'The review does not exist',
    '评价不存在',
    '評價不存在',
    '리뷰가 존재하지 않습니다',
    'Отзыв не найден',
  ),
  REVIEW_REPLIED: t(
    'This review has already been replied to',
    '该评价已经回复过了',
    '該評價已經回覆過了',
    '이미 답글을 단 리뷰입니다',
    'На этот отзыв уже дан ответ',
  ),
  REVIEW_NO_FOLLOW_UP: t(
    'There is no follow-up review to reply to',
    '没有可回复的追评',
    '沒有可回覆的追評',
    '답글을 달 추가 리뷰가 없습니다',
    'Нет дополнения к отзыву для ответа',
  ),
} satisfies Record<string, Texts>;

declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    review: typeof REVIEW_MESSAGES;
  }
}
