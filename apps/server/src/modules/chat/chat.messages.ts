import type { Texts } from '../../platform/i18n/texts.ts';

/** Texts of the customer-service chat (spec §8 "Chat" where it has them). */
export const CHAT_MESSAGES = {
  CHAT_BLANK: {
    'en-us': 'Cannot send blank content',
    'zh-cn': '不能发送空白内容',
    'zh-tw': '不能發送空白內容',
    'ko-kr': '빈 내용은 보낼 수 없습니다',
    ru: 'Нельзя отправить пустое сообщение',
  },
  CHAT_TOO_LONG: {
    'en-us': 'At most 150 characters can be sent at once',
    'zh-cn': '一次最多发送150个字符',
    'zh-tw': '一次最多發送150個字元',
    'ko-kr': '한 번에 최대 150자까지 보낼 수 있습니다',
    ru: 'За один раз можно отправить не более 150 символов',
  },
  CHAT_TOO_FAST: {
    'en-us': 'You are sending messages too fast; please wait {seconds} seconds',
    'zh-cn': '发送太频繁，请{seconds}秒后再试',
    'zh-tw': '發送太頻繁，請{seconds}秒後再試',
    'ko-kr': '메시지를 너무 빨리 보내고 있습니다. {seconds}초 후 다시 시도해 주세요',
    ru: 'Вы отправляете сообщения слишком часто; подождите {seconds} с',
  },
  SERVICER_OFFLINE: {
    'en-us': 'Customer service is not online',
    'zh-cn': '客服不在线',
    'zh-tw': '客服不在線',
    'ko-kr': '상담원이 오프라인입니다',
    ru: 'Служба поддержки не в сети',
  },
  CHAT_CLIENT_UNKNOWN: {
    'en-us': 'The chat connection was lost; please reopen the chat',
    'zh-cn': '聊天连接已断开，请重新打开',
    'zh-tw': '聊天連線已中斷，請重新開啟',
    'ko-kr': '채팅 연결이 끊어졌습니다. 채팅을 다시 열어 주세요',
    ru: 'Соединение чата потеряно; откройте чат заново',
  },
  CHAT_SHOP_NOT_FOUND: {
    'en-us': 'The shop does not exist',
    'zh-cn': '店铺不存在',
    'zh-tw': '店鋪不存在',
    'ko-kr': '존재하지 않는 상점입니다',
    ru: 'Магазин не найден',
  },
  CHAT_GOODS_NOT_FOUND: {
    'en-us': 'This product does not exist',
    'zh-cn': '商品不存在',
    'zh-tw': '商品不存在',
    'ko-kr': '존재하지 않는 상품입니다',
    ru: 'Такого товара нет',
  },
  CHAT_ORDER_NOT_FOUND: {
    'en-us': 'The order does not exist',
    'zh-cn': '订单不存在',
    'zh-tw': '訂單不存在',
    'ko-kr': '주문이 존재하지 않습니다',
    ru: 'Заказ не найден',
  },
  CHAT_IMAGE_INVALID: {
    'en-us': 'Please upload the picture first',
    'zh-cn': '请先上传图片',
    'zh-tw': '請先上傳圖片',
    'ko-kr': '먼저 이미지를 올려 주세요',
    ru: 'Сначала загрузите изображение',
  },
  CHAT_MEMBER_NOT_FOUND: {
    'en-us': 'This shopper has not talked with your shop',
    'zh-cn': '该会员未咨询过本店',
    'zh-tw': '該會員未諮詢過本店',
    'ko-kr': '이 고객은 상점에 문의한 적이 없습니다',
    ru: 'Этот покупатель не обращался в ваш магазин',
  },
  CHAT_ENDED: {
    'en-us': 'The conversation has ended',
    'zh-cn': '会话已结束',
    'zh-tw': '會話已結束',
    'ko-kr': '대화가 종료되었습니다',
    ru: 'Разговор завершён',
  },
  PLATFORM_SERVICE: {
    'en-us': 'Platform customer service',
    'zh-cn': '平台客服',
    'zh-tw': '平台客服',
    'ko-kr': '플랫폼 고객센터',
    ru: 'Поддержка платформы',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; chat.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    chat: typeof CHAT_MESSAGES;
  }
}
