import type { Texts } from '../../platform/i18n/texts.ts';

export const REGION_MESSAGES = {
  AREA_NOT_FOUND: {
    'en-us': 'This region does not exist',
    'zh-cn': '地区不存在',
    'zh-tw': '地區不存在',
    'ko-kr': '존재하지 않는 지역입니다',
    ru: 'Такого региона нет',
  },
  AREA_LEVEL_MISMATCH: {
    'en-us': 'Regions under this one are of level {expected}',
    'zh-cn': '该地区的下级地区级别应为 {expected}',
    'zh-tw': '該地區的下級地區級別應為 {expected}',
    'ko-kr': '이 지역의 하위 지역 단계는 {expected}입니다',
    ru: 'Вложенные регионы имеют уровень {expected}',
  },
  NOT_A_DISTRICT: {
    'en-us': 'Please choose a district',
    'zh-cn': '请选择到区县',
    'zh-tw': '請選擇到區縣',
    'ko-kr': '구/군까지 선택해 주세요',
    ru: 'Выберите район',
  },
} satisfies Record<string, Texts>;

// Adds this group to the server's message keys; address.routes.ts hands the texts over at start-up.
declare module '../../platform/i18n/messages.ts' {
  interface MessageCatalog {
    region: typeof REGION_MESSAGES;
  }
}
