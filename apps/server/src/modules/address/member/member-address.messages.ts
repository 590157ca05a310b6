import type { Texts } from '../../../platform/i18n/texts.ts';

/** Delivery-address texts; the mobile and default-address ones are the spec's (§5, §8 "Other"). */
export const MEMBER_ADDRESS_MESSAGES = {
  ADDRESS_MOBILE_FORMAT: {
    'en-us': 'The phone format is incorrect',
    'zh-cn': '手机号码格式不正确',
    'zh-tw': '手機號碼格式不正確',
    'ko-kr': '휴대폰 번호 형식이 올바르지 않습니다',
    ru: 'Неверный формат номера телефона',
  },
  ADDRESS_TELEPHONE_FORMAT: {
    'en-us': 'The telephone number format is incorrect',
    'zh-cn': '固定电话格式不正确',
    'zh-tw': '市話號碼格式不正確',
    'ko-kr': '유선 전화번호 형식이 올바르지 않습니다',
    ru: 'Неверный формат стационарного телефона',
  },
  ADDRESS_REGION_INVALID: {
    'en-us': 'Please choose a valid province, city and district',
    'zh-cn': '请选择正确的省、市、区县',
    'zh-tw': '請選擇正確的省、市、區縣',
    'ko-kr': '올바른 시/도, 시, 구/군을 선택해 주세요',
    ru: 'Выберите существующие регион, город и район',
  },
  ADDRESS_DEFAULT_UNDELETABLE: {
    'en-us': 'The default address cannot be deleted',
    'zh-cn': '默认地址不能删除',
    'zh-tw': '預設地址不能刪除',
    'ko-kr': '기본 주소는 삭제할 수 없습니다',
    ru: 'Адрес по умолчанию нельзя удалить',
  },
  ADDRESS_LIMIT: {
    'en-us': 'You can keep at most {max} delivery addresses',
    'zh-cn': '最多只能保存 {max} 个收货地址',
    'zh-tw': '最多只能儲存 {max} 個收貨地址',
    'ko-kr': '배송지는 최대 {max}개까지 저장할 수 있습니다',
    ru: 'Можно сохранить не более {max} адресов доставки',
  },
  ADDRESS_NOT_FOUND: {
    'en-us': 'The delivery address does not exist',
    'zh-cn': '收货地址不存在',
    'zh-tw': '收貨地址不存在',
    'ko-kr': '존재하지 않는 배송지입니다',
    ru: 'Адрес доставки не найден',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; member-address.routes.ts hands the texts over at start-up.
declare module '../../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    memberAddress: typeof MEMBER_ADDRESS_MESSAGES;
  }
}
