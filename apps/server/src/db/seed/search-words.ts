import { i18nOf, type Four } from './translations.ts';

const words = (english: string, others: Four) => ({ words: english, i18n: i18nOf({ words: others }) });

/**
 * The search-word configuration rows: the English list is the base; each language gets the terms its shoppers
 * would type for the same demo categories, not word-for-word translations.
 */
export const SEARCH_WORD_CONFIGS = {
  PC_HOT_SEARCH_WORDS: words(
    'Wireless earbuds,Air fryer,Down jacket,Running shoes,Coffee beans,Gaming laptop,Skincare,Yoga mat',
    [
      '无线耳机,空气炸锅,羽绒服,跑步鞋,咖啡豆,游戏本,护肤品,瑜伽垫',
      '無線耳機,氣炸鍋,羽絨外套,跑鞋,咖啡豆,電競筆電,保養品,瑜珈墊',
      '무선 이어폰,에어프라이어,패딩,러닝화,원두,게이밍 노트북,스킨케어,요가매트',
      'Беспроводные наушники,Аэрогриль,Пуховик,Кроссовки для бега,Кофе в зёрнах,Игровой ноутбук,Уход за кожей,Коврик для йоги',
    ],
  ),
  PC_DEFAULT_SEARCH_WORDS: words('Wireless earbuds', [
    '无线耳机',
    '無線耳機',
    '무선 이어폰',
    'Беспроводные наушники',
  ]),
};
