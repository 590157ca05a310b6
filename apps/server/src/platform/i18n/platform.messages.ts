import type { Texts } from './texts.ts';

/**
 * The platform's own messages (envelope, login, throttles), in the five storefront languages. `{name}` marks a
 * parameter. Each module keeps its texts in its own messages file (see messages.ts).
 */
export const PLATFORM_MESSAGES = {
  SUCCESS: {
    'en-us': 'Operation succeeded',
    'zh-cn': '操作成功',
    'zh-tw': '操作成功',
    'ko-kr': '처리되었습니다',
    ru: 'Операция выполнена',
  },
  PARAMETER_ERROR: {
    'en-us': 'Invalid request: {detail}',
    'zh-cn': '请求参数错误：{detail}',
    'zh-tw': '請求參數錯誤：{detail}',
    'ko-kr': '잘못된 요청입니다: {detail}',
    ru: 'Неверный запрос: {detail}',
  },
  NOT_FOUND: {
    'en-us': 'The requested item does not exist',
    'zh-cn': '请求的内容不存在',
    'zh-tw': '請求的內容不存在',
    'ko-kr': '요청한 항목이 없습니다',
    ru: 'Запрошенный объект не найден',
  },
  ROUTE_NOT_FOUND: {
    'en-us': 'No such call: {path}',
    'zh-cn': '接口不存在：{path}',
    'zh-tw': '介面不存在：{path}',
    'ko-kr': '존재하지 않는 요청입니다: {path}',
    ru: 'Нет такого вызова: {path}',
  },
  ADV_POSITION_NOT_FOUND: {
    'en-us': 'No advertisement position with this keyword',
    'zh-cn': '广告位不存在',
    'zh-tw': '廣告位不存在',
    'ko-kr': '해당 광고 위치가 없습니다',
    ru: 'Рекламное место не найдено',
  },
  TOKEN_ERROR: {
    'en-us': 'Login has expired, please log in again',
    'zh-cn': '登录已失效，请重新登录',
    'zh-tw': '登入已失效，請重新登入',
    'ko-kr': '로그인이 만료되었습니다. 다시 로그인해 주세요',
    ru: 'Сеанс истёк, войдите снова',
  },
  NOT_LOGGED_IN: {
    'en-us': 'You are not logged in',
    'zh-cn': '您尚未登录',
    'zh-tw': '您尚未登入',
    'ko-kr': '로그인하지 않았습니다',
    ru: 'Вы не вошли в систему',
  },
  SITE_CLOSED: {
    'en-us': 'The site is closed for maintenance',
    'zh-cn': '网站维护中，暂时关闭',
    'zh-tw': '網站維護中，暫時關閉',
    'ko-kr': '사이트 점검 중입니다',
    ru: 'Сайт закрыт на обслуживание',
  },
  SERVICE_UNAVAILABLE: {
    'en-us': 'The service is briefly unavailable, please try again in a few seconds',
    'zh-cn': '服务暂时不可用，请稍后重试',
    'zh-tw': '服務暫時無法使用，請稍後重試',
    'ko-kr': '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요',
    ru: 'Сервис временно недоступен, повторите попытку через несколько секунд',
  },
  RATE_LIMITED: {
    'en-us': 'Too many requests, please try again later',
    'zh-cn': '请求过于频繁，请稍后再试',
    'zh-tw': '請求過於頻繁，請稍後再試',
    'ko-kr': '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
    ru: 'Слишком много запросов, попробуйте позже',
  },
  CONSOLE_LOGIN_FAILED: {
    'en-us': 'Wrong username or password',
    'zh-cn': '用户名或密码错误',
    'zh-tw': '使用者名稱或密碼錯誤',
    'ko-kr': '아이디 또는 비밀번호가 올바르지 않습니다',
    ru: 'Неверное имя пользователя или пароль',
  },
  PERMISSION_DENIED: {
    'en-us': 'Your account is not allowed to do this',
    'zh-cn': '您的账号没有此操作的权限',
    'zh-tw': '您的帳號沒有此操作的權限',
    'ko-kr': '이 계정에는 이 작업을 할 권한이 없습니다',
    ru: 'У вашей учётной записи нет прав на это действие',
  },
  CONSOLE_WRONG_AUDIENCE: {
    'en-us': 'This page belongs to another console: log in with an account of that console',
    'zh-cn': '此页面属于其他后台，请使用该后台的账号登录',
    'zh-tw': '此頁面屬於其他後台，請使用該後台的帳號登入',
    'ko-kr': '다른 콘솔의 페이지입니다. 해당 콘솔의 계정으로 로그인해 주세요',
    ru: 'Эта страница относится к другой консоли: войдите под учётной записью этой консоли',
  },
  LOGIN_THROTTLED: {
    'en-us': 'Too many failed attempts, please try again in {minutes} minutes',
    'zh-cn': '失败次数过多，请 {minutes} 分钟后再试',
    'zh-tw': '失敗次數過多，請 {minutes} 分鐘後再試',
    'ko-kr': '실패 횟수가 너무 많습니다. {minutes}분 후에 다시 시도해 주세요',
    ru: 'Слишком много неудачных попыток, попробуйте через {minutes} мин',
  },
  INTERNAL_ERROR: {
    'en-us': 'Something went wrong on our side, please try again',
    'zh-cn': '服务器开小差了，请稍后再试',
    'zh-tw': '伺服器發生錯誤，請稍後再試',
    'ko-kr': '서버 오류가 발생했습니다. 다시 시도해 주세요',
    ru: 'Ошибка на сервере, попробуйте ещё раз',
  },
  CONFIG_MISSING: {
    'en-us': 'This setting has not been configured',
    'zh-cn': '该配置尚未设置',
    'zh-tw': '該設定尚未設定',
    'ko-kr': '설정되지 않은 항목입니다',
    ru: 'Этот параметр не настроен',
  },
} satisfies Record<string, Texts>;
