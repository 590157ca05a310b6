import type { Texts } from '../../platform/i18n/texts.ts';

const t = (en: string, zhCn: string, zhTw: string, ko: string, ru: string): Texts => ({
  'en-us': en,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
  'ko-kr': ko,
  ru,
});

export const VERIFY_MESSAGES = {
  VERIFY_CODE_REQUIRED: t(
    'Write-off code is required',
    '请输入核销码',
    '請輸入核銷碼',
    '사용 처리 코드를 입력하세요',
    'Введите код списания',
  ),
  VERIFY_NOT_CLERK: t(
    'You are not a write-off clerk of any shop',
    '您还不是任何店铺的核销员',
    '您還不是任何店鋪的核銷員',
    '어느 매장의 사용 처리 직원도 아닙니다',
    'Вы не являетесь сотрудником списания ни одного магазина',
  ),
  VERIFY_CODE_UNKNOWN: t(
    'No such write-off code: check the code and try again',
    '核销码不存在，请核对后重试',
    '核銷碼不存在，請核對後重試',
    '존재하지 않는 코드입니다. 확인 후 다시 시도하세요',
    'Такого кода списания нет: проверьте код и попробуйте снова',
  ),
  VERIFY_OTHER_SHOP: t(
    'This code belongs to another shop: you cannot write it off',
    '该核销码属于其他店铺，您无权核销',
    '該核銷碼屬於其他店鋪，您無權核銷',
    '다른 매장의 코드라서 사용 처리할 수 없습니다',
    'Этот код принадлежит другому магазину: вы не можете его списать',
  ),
  VERIFY_USED: t(
    'This code has already been written off',
    '该核销码已核销',
    '該核銷碼已核銷',
    '이미 사용 처리된 코드입니다',
    'Этот код уже списан',
  ),
  VERIFY_NOT_OPEN: t(
    'This code cannot be written off now: the order is closed or under after-sales',
    '该订单已关闭或正在售后，暂不能核销',
    '該訂單已關閉或正在售後，暫不能核銷',
    '주문이 종료되었거나 A/S 진행 중이라 지금은 사용 처리할 수 없습니다',
    'Сейчас код нельзя списать: заказ закрыт или по нему идёт возврат',
  ),
  VERIFY_TYPE_PICKUP: t('Store pickup', '订单自提', '訂單自提', '매장 픽업', 'Самовывоз'),
  VERIFY_TYPE_VIRTUAL: t('Virtual goods', '虚拟商品', '虛擬商品', '가상 상품', 'Виртуальный товар'),
  VERIFY_REMARK_ORDER_NO: t('Order number', '订单编号', '訂單編號', '주문 번호', 'Номер заказа'),
  VERIFY_REMARK_BUYER: t('Buyer', '买家', '買家', '구매자', 'Покупатель'),
  VERIFY_REMARK_STORE: t('Pickup store', '自提门店', '自提門店', '픽업 매장', 'Пункт самовывоза'),
  VERIFIER_MEMBER_UNKNOWN: t(
    'No member with this mobile or login name',
    '没有该手机号或用户名的会员',
    '沒有該手機號或使用者名稱的會員',
    '해당 휴대폰 번호나 아이디의 회원이 없습니다',
    'Нет участника с таким телефоном или логином',
  ),
  VERIFIER_EXISTS: t(
    'This member is already a write-off clerk of your shop',
    '该会员已是本店核销员',
    '該會員已是本店核銷員',
    '이미 매장의 사용 처리 직원인 회원입니다',
    'Этот участник уже сотрудник списания вашего магазина',
  ),
  VERIFIER_NOT_FOUND: t(
    'No such write-off clerk in your shop',
    '本店没有该核销员',
    '本店沒有該核銷員',
    '매장에 해당 사용 처리 직원이 없습니다',
    'В вашем магазине нет такого сотрудника списания',
  ),
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; verify.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    verify: typeof VERIFY_MESSAGES;
  }
}
