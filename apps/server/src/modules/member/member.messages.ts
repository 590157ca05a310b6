import type { Texts } from '../../platform/i18n/texts.ts';

/** Texts of the member's own account: security settings, nickname and avatar (spec §5, §8). */
export const MEMBER_MESSAGES = {
  NEW_PASSWORD_SAME: {
    'en-us': 'The new password cannot be the same as the old one!',
    'zh-cn': '新密码不能与原密码相同！',
    'zh-tw': '新密碼不能與原密碼相同！',
    'ko-kr': '새 비밀번호는 이전 비밀번호와 같을 수 없습니다!',
    ru: 'Новый пароль не может совпадать со старым!',
  },
  OLD_PASSWORD_WRONG: {
    'en-us': 'The current password is incorrect',
    'zh-cn': '原密码错误',
    'zh-tw': '原密碼錯誤',
    'ko-kr': '현재 비밀번호가 올바르지 않습니다',
    ru: 'Текущий пароль неверен',
  },
  OLD_PASSWORD_REQUIRED: {
    'en-us': 'Please enter the current password',
    'zh-cn': '请输入原密码',
    'zh-tw': '請輸入原密碼',
    'ko-kr': '현재 비밀번호를 입력해 주세요',
    ru: 'Введите текущий пароль',
  },
  PASSWORD_ALREADY_SET: {
    'en-us': 'A login password is already set; change it with the current password',
    'zh-cn': '已设置登录密码，请通过原密码修改',
    'zh-tw': '已設定登入密碼，請透過原密碼修改',
    'ko-kr': '이미 로그인 비밀번호가 있습니다. 현재 비밀번호로 변경해 주세요',
    ru: 'Пароль уже задан; смените его, указав текущий',
  },
  PAY_PASSWORD_WEAK: {
    'en-us': 'The payment password cannot be repeated or sequential digits',
    'zh-cn': '支付密码不能是重复或连续的数字',
    'zh-tw': '支付密碼不能是重複或連續的數字',
    'ko-kr': '결제 비밀번호는 반복되거나 연속된 숫자일 수 없습니다',
    ru: 'Платёжный пароль не может состоять из повторяющихся или последовательных цифр',
  },
  PAY_PASSWORD_WRONG: {
    'en-us': 'The payment password is incorrect',
    'zh-cn': '支付密码错误',
    'zh-tw': '支付密碼錯誤',
    'ko-kr': '결제 비밀번호가 올바르지 않습니다',
    ru: 'Неверный платёжный пароль',
  },
  PAY_PASSWORD_NOT_SET: {
    'en-us': 'Please set a payment password first',
    'zh-cn': '请先设置支付密码',
    'zh-tw': '請先設定支付密碼',
    'ko-kr': '먼저 결제 비밀번호를 설정해 주세요',
    ru: 'Сначала задайте платёжный пароль',
  },
  NO_BOUND_CONTACT: {
    'en-us': 'Please bind a mobile number or e-mail address first',
    'zh-cn': '请先绑定手机号或邮箱',
    'zh-tw': '請先綁定手機號或信箱',
    'ko-kr': '먼저 휴대폰 번호나 이메일을 연결해 주세요',
    ru: 'Сначала привяжите номер телефона или e-mail',
  },
  ALREADY_BOUND: {
    'en-us': 'This is already the one bound to your account',
    'zh-cn': '已绑定该号码或邮箱，无需重复绑定',
    'zh-tw': '已綁定該號碼或信箱，無需重複綁定',
    'ko-kr': '이미 계정에 연결된 항목입니다',
    ru: 'Это уже привязано к вашей учётной записи',
  },
  AVATAR_NOT_IMAGE: {
    'en-us': 'Only JPEG, PNG, WebP or GIF pictures can be uploaded',
    'zh-cn': '只能上传 JPEG、PNG、WebP 或 GIF 图片',
    'zh-tw': '只能上傳 JPEG、PNG、WebP 或 GIF 圖片',
    'ko-kr': 'JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다',
    ru: 'Можно загрузить только изображение JPEG, PNG, WebP или GIF',
  },
  AVATAR_TOO_LARGE: {
    'en-us': 'The picture must not be larger than 2 MB',
    'zh-cn': '图片大小不能超过 2MB',
    'zh-tw': '圖片大小不能超過 2MB',
    'ko-kr': '이미지는 2MB를 넘을 수 없습니다',
    ru: 'Изображение не должно превышать 2 МБ',
  },
  AVATAR_MISSING: {
    'en-us': 'Please choose a picture to upload',
    'zh-cn': '请选择要上传的图片',
    'zh-tw': '請選擇要上傳的圖片',
    'ko-kr': '올릴 이미지를 선택해 주세요',
    ru: 'Выберите изображение для загрузки',
  },
  MEMBER_NOT_FOUND: {
    'en-us': 'The member does not exist',
    'zh-cn': '会员不存在',
    'zh-tw': '會員不存在',
    'ko-kr': '회원이 존재하지 않습니다',
    ru: 'Участник не найден',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; member.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    member: typeof MEMBER_MESSAGES;
  }
}
