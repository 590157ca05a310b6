import { leaf, sub, top, type TopDef } from './category-tree.ts';

export const TOPS_B: TopDef[] = [
  top(
    ['Shoes & Bags', '鞋靴箱包', '鞋靴包包', '신발·가방', 'Обувь и сумки'],
    ['Shoes & Bags', '鞋包', '鞋包', '신발·가방', 'Обувь, сумки'],
    [
      sub(['Men\'s Shoes', '男鞋', '男鞋', '남성화', 'Мужская обувь'], [
        leaf('m-sneakers', 'sneaker', ['Sneakers', '休闲运动鞋', '休閒運動鞋', '스니커즈', 'Кроссовки'], 'Men\'s'),
        leaf('leather-shoes', 'leathershoe', ['Leather Shoes', '皮鞋', '皮鞋', '구두', 'Кожаные туфли']),
        leaf('m-boots', 'boots', ['Boots', '靴子', '靴子', '부츠', 'Ботинки'], 'Men\'s'),
      ]),
      sub(['Women\'s Shoes', '女鞋', '女鞋', '여성화', 'Женская обувь'], [
        leaf('heels', 'heels', ['Heels', '高跟鞋', '高跟鞋', '힐', 'Туфли на каблуке']),
        leaf('flats', 'flats', ['Flats', '平底鞋', '平底鞋', '플랫슈즈', 'Балетки']),
        leaf('sandals', 'sandals', ['Sandals', '凉鞋', '涼鞋', '샌들', 'Сандалии']),
      ]),
      sub(['Bags & Luggage', '箱包', '箱包', '가방·캐리어', 'Сумки и чемоданы'], [
        leaf('handbags', 'handbag', ['Handbags', '手提包', '手提包', '핸드백', 'Сумки']),
        leaf('backpacks', 'backpack', ['Backpacks', '双肩包', '後背包', '백팩', 'Рюкзаки']),
        leaf('suitcases', 'suitcase', ['Suitcases', '拉杆箱', '行李箱', '캐리어', 'Чемоданы']),
      ]),
    ],
  ),
  top(
    ['Beauty & Personal Care', '美妆个护', '美妝個護', '뷰티', 'Красота и уход'],
    ['Beauty', '美妆', '美妝', '뷰티', 'Красота'],
    [
      sub(['Skincare', '护肤', '保養', '스킨케어', 'Уход за кожей'], [
        leaf('serums', 'serum', ['Serums', '精华', '精華液', '세럼', 'Сыворотки']),
        leaf('moisturisers', 'cream', ['Moisturisers', '面霜', '乳霜', '수분크림', 'Увлажняющие кремы']),
        leaf('sunscreen', 'sunscreen', ['Sunscreen', '防晒', '防曬', '선크림', 'Солнцезащитные средства']),
      ]),
      sub(['Makeup', '彩妆', '彩妝', '메이크업', 'Макияж'], [
        leaf('lipstick', 'lipstick', ['Lipstick', '口红', '口紅', '립스틱', 'Помады']),
        leaf('foundation', 'foundation', ['Foundation', '粉底', '粉底', '파운데이션', 'Тональные средства']),
        leaf('eye-makeup', 'mascara', ['Eye Makeup', '眼妆', '眼妝', '아이 메이크업', 'Макияж глаз']),
      ]),
      sub(['Hair & Body', '洗护', '洗沐', '헤어·바디', 'Волосы и тело'], [
        leaf('shampoo', 'shampoo', ['Shampoo', '洗发水', '洗髮精', '샴푸', 'Шампуни']),
        leaf('body-wash', 'bodywash', ['Body Wash', '沐浴露', '沐浴乳', '바디워시', 'Гели для душа']),
        leaf('fragrance', 'perfume', ['Fragrance', '香水', '香水', '향수', 'Парфюмерия']),
      ]),
    ],
  ),
  top(
    ['Home & Furniture', '家居家具', '居家家具', '홈·가구', 'Дом и мебель'],
    ['Home', '家居', '居家', '홈', 'Дом'],
    [
      sub(['Furniture', '家具', '家具', '가구', 'Мебель'], [
        leaf('sofas', 'sofa', ['Sofas', '沙发', '沙發', '소파', 'Диваны']),
        leaf('office-chairs', 'officechair', ['Office Chairs', '办公椅', '辦公椅', '사무용 의자', 'Офисные кресла']),
        leaf('desks', 'desk', ['Desks', '书桌', '書桌', '책상', 'Столы']),
      ]),
      sub(['Bedding', '床上用品', '寢具', '침구', 'Постельное бельё'], [
        leaf('duvets', 'duvet', ['Duvets', '被子', '被子', '이불', 'Одеяла']),
        leaf('bed-sheets', 'sheets', ['Bed Sheets', '床单', '床單', '침대 시트', 'Простыни']),
        leaf('pillows', 'pillow', ['Pillows', '枕头', '枕頭', '베개', 'Подушки']),
      ]),
      sub(['Home Decor', '家居饰品', '居家裝飾', '홈데코', 'Декор'], [
        leaf('lamps', 'lamp', ['Lamps', '灯具', '燈具', '조명', 'Светильники']),
        leaf('rugs', 'rug', ['Rugs', '地毯', '地毯', '러그', 'Ковры']),
        leaf('storage', 'storage', ['Storage', '收纳', '收納', '수납', 'Хранение']),
      ]),
      sub(['Kitchen & Dining', '厨具餐具', '廚具餐具', '주방·식기', 'Кухня и сервировка'], [
        leaf('cookware', 'cookware', ['Cookware', '锅具', '鍋具', '냄비·프라이팬', 'Посуда для готовки']),
        leaf('knives', 'knife', ['Kitchen Knives', '刀具', '刀具', '주방칼', 'Кухонные ножи']),
        leaf('tableware', 'tableware', ['Tableware', '餐具', '餐具', '식기', 'Столовая посуда']),
      ]),
    ],
  ),
  top(
    ['Food & Beverages', '食品饮料', '食品飲料', '식품·음료', 'Продукты и напитки'],
    ['Food', '食品', '食品', '식품', 'Продукты'],
    [
      sub(['Snacks', '休闲零食', '休閒零食', '간식', 'Снеки'], [
        leaf('nuts', 'nuts', ['Nuts & Dried Fruit', '坚果果干', '堅果果乾', '견과·건과일', 'Орехи и сухофрукты']),
        leaf('chocolate', 'chocolate', ['Chocolate & Sweets', '巧克力糖果', '巧克力糖果', '초콜릿·사탕', 'Шоколад и сладости']),
        leaf('biscuits', 'biscuit', ['Biscuits & Cookies', '饼干糕点', '餅乾糕點', '과자·쿠키', 'Печенье']),
      ]),
      sub(['Drinks', '酒水饮料', '飲料', '음료', 'Напитки'], [
        leaf('coffee', 'coffee', ['Coffee', '咖啡', '咖啡', '커피', 'Кофе']),
        leaf('tea', 'tea', ['Tea', '茶叶', '茶葉', '차', 'Чай']),
        leaf('juice', 'juice', ['Juices & Soft Drinks', '果汁饮料', '果汁飲料', '주스·음료', 'Соки и напитки']),
      ]),
      sub(['Pantry', '粮油调味', '米油調味', '쌀·양념', 'Бакалея'], [
        leaf('rice-noodles', 'rice', ['Rice & Noodles', '米面', '米麵', '쌀·면', 'Рис и лапша']),
        leaf('cooking-oil', 'oil', ['Cooking Oil', '食用油', '食用油', '식용유', 'Масла']),
        leaf('sauces', 'sauce', ['Sauces & Condiments', '调味品', '調味料', '소스·양념', 'Соусы и приправы']),
      ]),
    ],
  ),
];
