import type { Texts } from '../../platform/i18n/texts.ts';

/** Texts of login, registration, codes and password recovery (spec §8 where it gives one). */
export const ACCOUNT_MESSAGES = {
  CAPTCHA_ERROR: {
    'en-us': 'The captcha is wrong or has expired, please enter the new one',
    'zh-cn': '验证码错误或已过期，请输入新的验证码',
    'zh-tw': '驗證碼錯誤或已過期，請輸入新的驗證碼',
    'ko-kr': '보안 문자가 틀렸거나 만료되었습니다. 새 문자를 입력해 주세요',
    ru: 'Неверная или устаревшая капча, введите новую',
  },
  CODE_WRONG: {
    'en-us': 'The verification code is incorrect ({left} tries left)',
    'zh-cn': '动态码错误（还可尝试 {left} 次）',
    'zh-tw': '動態碼錯誤（還可嘗試 {left} 次）',
    'ko-kr': '인증 코드가 올바르지 않습니다 (남은 시도 {left}회)',
    ru: 'Неверный код подтверждения (осталось попыток: {left})',
  },
  CODE_EXPIRED: {
    'en-us': 'The verification code has expired or was already used, please get a new one',
    'zh-cn': '动态码已失效或已使用，请重新获取',
    'zh-tw': '動態碼已失效或已使用，請重新獲取',
    'ko-kr': '인증 코드가 만료되었거나 이미 사용되었습니다. 새 코드를 받아 주세요',
    ru: 'Код подтверждения истёк или уже использован, получите новый',
  },
  CODE_RESEND_WAIT: {
    'en-us': 'Please do not click "get code" repeatedly; try again in {seconds} s',
    'zh-cn': '请勿重复点击获取动态码，{seconds} 秒后再试',
    'zh-tw': '請勿重複點擊獲取動態碼，{seconds} 秒後再試',
    'ko-kr': '인증 코드 받기를 반복해서 누르지 마세요. {seconds}초 후에 다시 시도해 주세요',
    ru: 'Не нажимайте «получить код» повторно; попробуйте через {seconds} с',
  },
  CODE_TARGET_LIMIT: {
    'en-us': 'Too many codes were sent to this number or address, please try again in an hour',
    'zh-cn': '该号码或邮箱获取动态码过于频繁，请一小时后再试',
    'zh-tw': '該號碼或信箱獲取動態碼過於頻繁，請一小時後再試',
    'ko-kr': '이 번호 또는 주소로 코드를 너무 많이 보냈습니다. 1시간 후에 다시 시도해 주세요',
    ru: 'На этот номер или адрес отправлено слишком много кодов, попробуйте через час',
  },
  CODE_IP_LIMIT: {
    'en-us': 'Too many codes were requested from your network, please try again later',
    'zh-cn': '当前网络获取动态码过于频繁，请稍后再试',
    'zh-tw': '目前網路獲取動態碼過於頻繁，請稍後再試',
    'ko-kr': '현재 네트워크에서 코드 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
    ru: 'Из вашей сети запрошено слишком много кодов, попробуйте позже',
  },
  CODE_TEXT: {
    'en-us':
      '[Nova Mall] Your {purpose} code is {code}. It is valid for 10 minutes; never share it with anyone.',
    'zh-cn': '【Nova Mall】您的{purpose}动态码为 {code}，10 分钟内有效，请勿泄露给他人。',
    'zh-tw': '【Nova Mall】您的{purpose}動態碼為 {code}，10 分鐘內有效，請勿洩露給他人。',
    'ko-kr':
      '[Nova Mall] {purpose} 인증 코드는 {code}입니다. 10분 동안 유효하며 다른 사람에게 알려 주지 마세요.',
    ru: '[Nova Mall] Ваш код ({purpose}): {code}. Он действует 10 минут; никому его не сообщайте.',
  },
  CODE_MAIL_SUBJECT: {
    'en-us': 'Nova Mall verification code',
    'zh-cn': 'Nova Mall 动态码',
    'zh-tw': 'Nova Mall 動態碼',
    'ko-kr': 'Nova Mall 인증 코드',
    ru: 'Код подтверждения Nova Mall',
  },
  PURPOSE_REGISTER_CODE: {
    'en-us': 'registration',
    'zh-cn': '注册',
    'zh-tw': '註冊',
    'ko-kr': '회원가입',
    ru: 'регистрация',
  },
  PURPOSE_LOGIN_CODE: { 'en-us': 'login', 'zh-cn': '登录', 'zh-tw': '登入', 'ko-kr': '로그인', ru: 'вход' },
  PURPOSE_FIND_PASSWORD: {
    'en-us': 'password reset',
    'zh-cn': '找回密码',
    'zh-tw': '找回密碼',
    'ko-kr': '비밀번호 찾기',
    ru: 'сброс пароля',
  },
  PURPOSE_BIND_MOBILE: {
    'en-us': 'mobile binding',
    'zh-cn': '绑定手机',
    'zh-tw': '綁定手機',
    'ko-kr': '휴대폰 연결',
    ru: 'привязка телефона',
  },
  PURPOSE_BIND_EMAIL: {
    'en-us': 'e-mail binding',
    'zh-cn': '绑定邮箱',
    'zh-tw': '綁定信箱',
    'ko-kr': '이메일 연결',
    ru: 'привязка e-mail',
  },
  PURPOSE_PAY_PASSWORD: {
    'en-us': 'payment password',
    'zh-cn': '支付密码',
    'zh-tw': '支付密碼',
    'ko-kr': '결제 비밀번호',
    ru: 'платёжный пароль',
  },
  LOGIN_FAILED: {
    'en-us': 'Incorrect account or password',
    'zh-cn': '账号或密码错误',
    'zh-tw': '帳號或密碼錯誤',
    'ko-kr': '계정 또는 비밀번호가 올바르지 않습니다',
    ru: 'Неверный логин или пароль',
  },
  MEMBER_IS_LOCKED: {
    'en-us': 'This account has been locked, please contact customer service',
    'zh-cn': '该账号已被锁定，请联系客服',
    'zh-tw': '該帳號已被鎖定，請聯絡客服',
    'ko-kr': '잠긴 계정입니다. 고객센터에 문의해 주세요',
    ru: 'Учётная запись заблокирована, обратитесь в службу поддержки',
  },
  LOGIN_TYPE_DISABLED: {
    'en-us': 'This way of logging in is not enabled',
    'zh-cn': '平台未开启该登录方式',
    'zh-tw': '平台未開啟該登入方式',
    'ko-kr': '이 로그인 방식은 사용할 수 없습니다',
    ru: 'Этот способ входа не включён',
  },
  REGISTER_DISABLED: {
    'en-us': 'The platform has not enabled registration',
    'zh-cn': '平台未启用注册',
    'zh-tw': '平台未啟用註冊',
    'ko-kr': '플랫폼에서 회원가입을 사용하지 않습니다',
    ru: 'Регистрация на платформе не включена',
  },
  USERNAME_TAKEN: {
    'en-us': 'This account name is already taken',
    'zh-cn': '该账号已被注册',
    'zh-tw': '該帳號已被註冊',
    'ko-kr': '이미 사용 중인 계정 이름입니다',
    ru: 'Это имя пользователя уже занято',
  },
  MOBILE_TAKEN: {
    'en-us': 'This mobile number is already used by an account',
    'zh-cn': '该手机号已被使用',
    'zh-tw': '該手機號已被使用',
    'ko-kr': '이미 사용 중인 휴대폰 번호입니다',
    ru: 'Этот номер телефона уже используется',
  },
  EMAIL_TAKEN: {
    'en-us': 'This e-mail address is already used by an account',
    'zh-cn': '该邮箱已被使用',
    'zh-tw': '該信箱已被使用',
    'ko-kr': '이미 사용 중인 이메일 주소입니다',
    ru: 'Этот адрес e-mail уже используется',
  },
  MOBILE_NOT_REGISTERED: {
    'en-us': 'This mobile is not registered',
    'zh-cn': '该手机号未注册',
    'zh-tw': '該手機號未註冊',
    'ko-kr': '가입되지 않은 휴대폰 번호입니다',
    ru: 'Этот номер телефона не зарегистрирован',
  },
  EMAIL_NOT_REGISTERED: {
    'en-us': 'This e-mail address is not registered',
    'zh-cn': '该邮箱未注册',
    'zh-tw': '該信箱未註冊',
    'ko-kr': '가입되지 않은 이메일 주소입니다',
    ru: 'Этот адрес e-mail не зарегистрирован',
  },
  MOBILE_FORMAT: {
    'en-us': 'Phone format is incorrect',
    'zh-cn': '手机号格式错误',
    'zh-tw': '手機號格式錯誤',
    'ko-kr': '휴대폰 번호 형식이 올바르지 않습니다',
    ru: 'Неверный формат номера телефона',
  },
  PASSWORD_MISMATCH: {
    'en-us': 'The two passwords do not match',
    'zh-cn': '两次密码输入不一致',
    'zh-tw': '兩次密碼輸入不一致',
    'ko-kr': '두 비밀번호가 일치하지 않습니다',
    ru: 'Пароли не совпадают',
  },
  PASSWORD_TOO_SHORT: {
    'en-us': 'The password must be at least {len} characters long',
    'zh-cn': '密码长度不能少于 {len} 位',
    'zh-tw': '密碼長度不能少於 {len} 位',
    'ko-kr': '비밀번호는 {len}자 이상이어야 합니다',
    ru: 'Пароль должен содержать не менее {len} символов',
  },
  PASSWORD_NEED_NUMBER: {
    'en-us': 'The password must contain a digit',
    'zh-cn': '密码需包含数字',
    'zh-tw': '密碼需包含數字',
    'ko-kr': '비밀번호에 숫자가 포함되어야 합니다',
    ru: 'Пароль должен содержать цифру',
  },
  PASSWORD_NEED_LETTER: {
    'en-us': 'The password must contain a lowercase letter',
    'zh-cn': '密码需包含小写字母',
    'zh-tw': '密碼需包含小寫字母',
    'ko-kr': '비밀번호에 영문 소문자가 포함되어야 합니다',
    ru: 'Пароль должен содержать строчную букву',
  },
  PASSWORD_NEED_UPPER: {
    'en-us': 'The password must contain an uppercase letter',
    'zh-cn': '密码需包含大写字母',
    'zh-tw': '密碼需包含大寫字母',
    'ko-kr': '비밀번호에 영문 대문자가 포함되어야 합니다',
    ru: 'Пароль должен содержать заглавную букву',
  },
  PASSWORD_NEED_SYMBOL: {
    'en-us': 'The password must contain a special character',
    'zh-cn': '密码需包含特殊字符',
    'zh-tw': '密碼需包含特殊字元',
    'ko-kr': '비밀번호에 특수 문자가 포함되어야 합니다',
    ru: 'Пароль должен содержать специальный символ',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; account.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    account: typeof ACCOUNT_MESSAGES;
  }
}
