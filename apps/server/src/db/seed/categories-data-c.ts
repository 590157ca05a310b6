import { leaf, sub, top, type TopDef } from './category-tree.ts';

export const TOPS_C: TopDef[] = [
  top(
    ['Sports & Outdoors', '运动户外', '運動戶外', '스포츠·아웃도어', 'Спорт и отдых'],
    ['Sports', '运动', '運動', '스포츠', 'Спорт'],
    [
      sub(['Fitness', '健身训练', '健身訓練', '피트니스', 'Фитнес'], [
        leaf('yoga-mats', 'yogamat', ['Yoga Mats', '瑜伽垫', '瑜珈墊', '요가매트', 'Коврики для йоги']),
        leaf('dumbbells', 'dumbbell', ['Dumbbells', '哑铃', '啞鈴', '덤벨', 'Гантели']),
        leaf('resistance-bands', 'band', ['Resistance Bands', '弹力带', '彈力帶', '저항밴드', 'Эспандеры']),
      ]),
      sub(['Camping & Hiking', '户外露营', '戶外露營', '캠핑·등산', 'Кемпинг и походы'], [
        leaf('tents', 'tent', ['Tents', '帐篷', '帳篷', '텐트', 'Палатки']),
        leaf('hiking-packs', 'hikingpack', ['Hiking Backpacks', '登山包', '登山背包', '등산 배낭', 'Туристические рюкзаки']),
        leaf('camping-lights', 'lantern', ['Camping Lights', '露营灯', '露營燈', '캠핑 랜턴', 'Кемпинговые фонари']),
      ]),
      sub(['Sportswear', '运动服饰', '運動服飾', '스포츠웨어', 'Спортивная одежда'], [
        leaf('running-shoes', 'runshoe', ['Running Shoes', '跑步鞋', '跑鞋', '러닝화', 'Беговые кроссовки']),
        leaf('sports-tops', 'sporttop', ['Sports Tops', '运动上衣', '運動上衣', '스포츠 상의', 'Спортивные футболки']),
        leaf('leggings', 'leggings', ['Leggings', '运动紧身裤', '運動緊身褲', '레깅스', 'Леггинсы']),
      ]),
      sub(['Cycling', '骑行', '單車', '자전거', 'Велоспорт'], [
        leaf('bicycles', 'bike', ['Bicycles', '自行车', '自行車', '자전거', 'Велосипеды']),
        leaf('helmets', 'helmet', ['Cycling Helmets', '骑行头盔', '單車安全帽', '자전거 헬멧', 'Велошлемы']),
        leaf('bike-lights', 'bikelight', ['Bike Lights', '车灯', '車燈', '자전거 라이트', 'Велофонари']),
      ]),
    ],
  ),
  top(
    ['Toys, Kids & Baby', '母婴玩具', '母嬰玩具', '유아·완구', 'Детские товары'],
    ['Toys & Baby', '母婴', '母嬰', '유아·완구', 'Детям'],
    [
      sub(['Toys', '玩具', '玩具', '장난감', 'Игрушки'], [
        leaf('blocks', 'blocks', ['Building Blocks', '积木', '積木', '블록', 'Конструкторы']),
        leaf('plush', 'plush', ['Plush Toys', '毛绒玩具', '絨毛玩具', '봉제인형', 'Мягкие игрушки']),
        leaf('rc-cars', 'rccar', ['RC Cars', '遥控车', '遙控車', 'RC카', 'Радиоуправляемые машинки']),
      ]),
      sub(['Baby Care', '婴儿护理', '嬰兒護理', '유아용품', 'Уход за малышом'], [
        leaf('diapers', 'diapers', ['Diapers', '纸尿裤', '紙尿褲', '기저귀', 'Подгузники']),
        leaf('baby-bottles', 'babybottle', ['Baby Bottles', '奶瓶', '奶瓶', '젖병', 'Бутылочки']),
        leaf('strollers', 'stroller', ['Strollers', '婴儿推车', '嬰兒推車', '유모차', 'Коляски']),
      ]),
      sub(['Kids\' Clothing', '童装童鞋', '童裝童鞋', '아동 의류', 'Детская одежда'], [
        leaf('kids-tshirts', 'tshirt', ['Kids\' T-Shirts', '儿童T恤', '兒童T恤', '아동 티셔츠', 'Детские футболки'], 'Kids\''),
        leaf('kids-shoes', 'sneaker', ['Kids\' Shoes', '童鞋', '童鞋', '아동화', 'Детская обувь'], 'Kids\''),
        leaf('pyjamas', 'pyjamas', ['Pyjamas', '儿童睡衣', '兒童睡衣', '아동 잠옷', 'Пижамы']),
      ]),
    ],
  ),
  top(
    ['Books, Music & Gifts', '图书文娱', '圖書文娛', '도서·음악·기프트', 'Книги, музыка, подарки'],
    ['Books', '图书', '圖書', '도서', 'Книги'],
    [
      sub(['Books', '图书', '圖書', '도서', 'Книги'], [
        leaf('fiction', 'fiction', ['Fiction', '小说', '小說', '소설', 'Художественная литература']),
        leaf('cookbooks', 'cookbook', ['Cookbooks', '烹饪美食', '烹飪食譜', '요리책', 'Кулинарные книги']),
        leaf('kids-books', 'kidsbook', ['Children\'s Books', '童书', '童書', '어린이 도서', 'Детские книги']),
      ]),
      sub(['Gift Cards', '礼品卡', '禮品卡', '기프트카드', 'Подарочные карты'], [
        leaf('gift-cards', 'giftcard', ['Shopping Gift Cards', '购物卡', '購物卡', '쇼핑 기프트카드', 'Подарочные сертификаты']),
        leaf('game-cards', 'gamecard', ['Gaming Cards', '游戏点卡', '遊戲點數卡', '게임 카드', 'Игровые карты']),
        leaf('streaming', 'streamcard', ['Streaming Subscriptions', '影音会员', '影音會員', '스트리밍 이용권', 'Подписки на стриминг']),
      ]),
      sub(['Musical Instruments', '乐器', '樂器', '악기', 'Музыкальные инструменты'], [
        leaf('guitars', 'guitar', ['Guitars', '吉他', '吉他', '기타', 'Гитары']),
        leaf('digital-pianos', 'piano', ['Digital Pianos', '电钢琴', '電鋼琴', '디지털 피아노', 'Цифровые пианино']),
        leaf('ukuleles', 'ukulele', ['Ukuleles', '尤克里里', '烏克麗麗', '우쿨렐레', 'Укулеле']),
      ]),
    ],
  ),
  top(
    ['Pet Supplies', '宠物用品', '寵物用品', '반려동물 용품', 'Зоотовары'],
    ['Pets', '宠物', '寵物', '반려동물', 'Зоотовары'],
    [
      sub(['Dog Supplies', '狗狗用品', '狗狗用品', '강아지 용품', 'Для собак'], [
        leaf('dog-food', 'dogfood', ['Dog Food', '狗粮', '狗飼料', '강아지 사료', 'Корм для собак']),
        leaf('dog-toys', 'dogtoy', ['Dog Toys', '狗狗玩具', '狗狗玩具', '강아지 장난감', 'Игрушки для собак']),
        leaf('dog-beds', 'petbed', ['Dog Beds', '狗窝', '狗窩', '강아지 방석', 'Лежанки для собак']),
      ]),
      sub(['Cat Supplies', '猫咪用品', '貓咪用品', '고양이 용품', 'Для кошек'], [
        leaf('cat-food', 'catfood', ['Cat Food', '猫粮', '貓飼料', '고양이 사료', 'Корм для кошек']),
        leaf('cat-litter', 'litter', ['Cat Litter', '猫砂', '貓砂', '고양이 모래', 'Наполнители']),
        leaf('cat-trees', 'cattree', ['Cat Trees', '猫爬架', '貓跳台', '캣타워', 'Когтеточки и домики']),
      ]),
      sub(['Pet Care', '宠物护理', '寵物護理', '펫 케어', 'Уход за питомцами'], [
        leaf('pet-grooming', 'petgroom', ['Pet Grooming', '美容清洁', '美容清潔', '미용·목욕', 'Груминг']),
        leaf('leashes', 'leash', ['Leashes & Collars', '牵引绳项圈', '牽繩項圈', '하네스·목줄', 'Поводки и ошейники']),
        leaf('pet-feeders', 'feeder', ['Pet Feeders', '喂食器', '餵食器', '급식기', 'Кормушки']),
      ]),
    ],
  ),
];
