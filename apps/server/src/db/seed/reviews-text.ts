/** Review wording per merchant language: shoppers write in the language of the shop they bought from. */
export interface ReviewWords {
  good: string[];
  medium: string[];
  bad: string[];
  replies: string[];
  followUps: string[];
  followReplies: string[];
  names: string[];
}

export const REVIEW_WORDS: Record<'en-us' | 'zh-cn' | 'ko-kr' | 'ru', ReviewWords> = {
  'en-us': {
    good: [
      'Exactly as described, and it arrived two days early.',
      'Great quality for the price. Would buy again.',
      'Packaging was neat and nothing was damaged.',
      'Bought this as a gift and they loved it.',
      'Feels solid and well made, much better than I expected.',
      'The colour is true to the pictures.',
      'Second time ordering from this shop, still very happy.',
      'Customer service answered my question within minutes.',
    ],
    medium: [
      'It is fine, but the size runs a little small.',
      'Works as expected, though delivery took longer than promised.',
      'Decent for the price; the finish could be better.',
      'OK overall, the instructions were hard to follow.',
    ],
    bad: [
      'Stopped working after a week. Disappointed.',
      'The box was crushed and one part was missing.',
      'Not what the pictures show at all.',
    ],
    replies: [
      'Thank you for your kind words! We look forward to serving you again.',
      'Sorry for the trouble. Our service team has contacted you to arrange a replacement.',
      'Thanks for the feedback, we have passed it on to our product team.',
    ],
    followUps: [
      'After a month of daily use it still looks new.',
      'Update: the replacement arrived quickly and works perfectly.',
      'Still happy with it a few weeks later.',
    ],
    followReplies: [
      'Glad to hear it is still serving you well!',
      'Thank you for coming back to update your review.',
    ],
    names: [
      'Emily R.',
      'James K.',
      'Olivia',
      'liam_88',
      'Sophia W.',
      'Noah',
      'Mia Chen',
      'Lucas B.',
      'Grace',
      'Ethan P.',
    ],
  },
  'zh-cn': {
    good: [
      '和描述的一模一样，物流也很快，两天就到了。',
      '质量很好，性价比高，还会回购。',
      '包装很严实，没有任何破损。',
      '买来送人的，朋友非常喜欢。',
      '做工精细，手感很好，超出预期。',
      '颜色和图片一致，没有色差。',
      '第二次在这家店买了，依然满意。',
      '客服回复很及时，态度也好。',
    ],
    medium: [
      '还可以，就是尺寸偏小一点。',
      '东西没问题，但是发货比说的慢。',
      '这个价格还行，细节做工一般。',
      '整体还行，说明书看不太懂。',
    ],
    bad: ['用了一个星期就坏了，很失望。', '盒子压坏了，还少了一个配件。', '和图片差别太大了。'],
    replies: [
      '感谢您的支持与好评，期待您再次光临！',
      '非常抱歉给您带来不便，客服已联系您安排换货。',
      '感谢您的反馈，我们会转告产品团队改进。',
    ],
    followUps: [
      '用了一个月了，还跟新的一样。',
      '追评：换的新货很快就到了，用着很好。',
      '用了几周，依然很满意。',
    ],
    followReplies: ['很高兴它一直陪伴着您！', '感谢您回来追加评价。'],
    names: ['小鱼儿', '阿杰', '晴天', '木子李', '糖糖', '风中的猫', '王小二', '一只兔子', '阳光男孩', '柠檬'],
  },
  'ko-kr': {
    good: [
      '설명 그대로예요. 배송도 이틀 만에 왔어요.',
      '가격 대비 품질이 정말 좋아요. 재구매 의사 있어요.',
      '포장이 꼼꼼해서 파손 없이 잘 받았어요.',
      '선물용으로 샀는데 정말 좋아하네요.',
      '마감이 깔끔하고 생각보다 훨씬 좋아요.',
      '사진과 색상이 똑같아요.',
      '이 가게에서 두 번째 구매인데 여전히 만족해요.',
      '문의에 바로 답해 주셔서 좋았어요.',
    ],
    medium: [
      '괜찮은데 사이즈가 조금 작게 나왔어요.',
      '제품은 좋은데 배송이 약속보다 늦었어요.',
      '가격 생각하면 무난해요. 마감은 아쉬워요.',
      '전체적으로 괜찮지만 설명서가 어려워요.',
    ],
    bad: [
      '일주일 만에 고장 났어요. 실망이에요.',
      '상자가 찌그러지고 부품 하나가 없었어요.',
      '사진이랑 완전히 달라요.',
    ],
    replies: [
      '소중한 후기 감사합니다! 또 찾아 주세요.',
      '불편을 드려 죄송합니다. 교환을 위해 고객센터에서 연락드렸습니다.',
      '의견 감사합니다. 제품팀에 전달하겠습니다.',
    ],
    followUps: [
      '한 달 동안 매일 썼는데 아직 새것 같아요.',
      '추가 후기: 교환품이 빨리 왔고 잘 작동해요.',
      '몇 주 지나도 여전히 만족해요.',
    ],
    followReplies: ['계속 잘 쓰고 계신다니 기쁩니다!', '다시 후기를 남겨 주셔서 감사합니다.'],
    names: ['하늘', '지민', '민트초코', '서연', '도윤맘', '별빛', '준호', '수아', '행복한하루', '유진'],
  },
  ru: {
    good: [
      'Всё как в описании, доставили на два дня раньше.',
      'Отличное качество за свои деньги. Закажу ещё.',
      'Упаковано аккуратно, ничего не повреждено.',
      'Брала в подарок — очень понравилось.',
      'Сделано добротно, лучше, чем ожидал.',
      'Цвет совпадает с фотографиями.',
      'Заказываю в этом магазине второй раз, всё отлично.',
      'Продавец ответил на вопрос за пару минут.',
    ],
    medium: [
      'Нормально, но размер маломерит.',
      'Работает, но доставка заняла дольше обещанного.',
      'Для своей цены неплохо, отделка могла быть лучше.',
      'В целом ничего, инструкция непонятная.',
    ],
    bad: [
      'Сломалось через неделю. Разочарован.',
      'Коробка смята, одной детали не хватало.',
      'Совсем не то, что на фото.',
    ],
    replies: [
      'Спасибо за тёплый отзыв! Ждём вас снова.',
      'Приносим извинения. Наша служба поддержки связалась с вами для замены.',
      'Спасибо за отзыв, передали его нашей команде.',
    ],
    followUps: [
      'Пользуюсь месяц каждый день — как новое.',
      'Дополнение: замену прислали быстро, всё работает.',
      'Спустя несколько недель всё так же доволен.',
    ],
    followReplies: ['Рады, что товар вам служит!', 'Спасибо, что дополнили отзыв.'],
    names: [
      'Анна',
      'Дмитрий',
      'Ольга К.',
      'Сергей',
      'Мария',
      'Иван П.',
      'Екатерина',
      'Алексей',
      'Наталья',
      'Михаил',
    ],
  },
};
