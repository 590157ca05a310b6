import { leaf, sub, top, type TopDef } from './category-tree.ts';

export const TOPS_A: TopDef[] = [
  top(
    ['Phones & Digital', '手机数码', '手機數位', '휴대폰·디지털', 'Телефоны и гаджеты'],
    ['Phones', '手机', '手機', '휴대폰', 'Телефоны'],
    [
      sub(['Mobile Phones', '手机通讯', '手機通訊', '휴대폰', 'Мобильные телефоны'], [
        leaf('smartphones', 'phone', ['Smartphones', '智能手机', '智慧型手機', '스마트폰', 'Смартфоны']),
        leaf('rugged-phones', 'ruggedphone', ['Rugged Phones', '三防手机', '三防手機', '러기드폰', 'Защищённые телефоны']),
        leaf('senior-phones', 'featurephone', ['Senior Phones', '老人手机', '長輩手機', '효도폰', 'Телефоны для пожилых']),
      ]),
      sub(['Phone Accessories', '手机配件', '手機配件', '휴대폰 액세서리', 'Аксессуары для телефонов'], [
        leaf('power-banks', 'powerbank', ['Power Banks', '移动电源', '行動電源', '보조배터리', 'Пауэрбанки']),
        leaf('chargers', 'charger', ['Chargers & Cables', '充电器与数据线', '充電器與傳輸線', '충전기·케이블', 'Зарядки и кабели']),
        leaf('phone-cases', 'phonecase', ['Phone Cases', '手机壳', '手機殼', '휴대폰 케이스', 'Чехлы для телефонов']),
      ]),
      sub(['Audio', '影音娱乐', '影音娛樂', '오디오', 'Аудиотехника'], [
        leaf('earbuds', 'earbuds', ['Wireless Earbuds', '无线耳机', '無線耳機', '무선 이어폰', 'Беспроводные наушники']),
        leaf('headphones', 'headphones', ['Headphones', '头戴式耳机', '耳罩式耳機', '헤드폰', 'Полноразмерные наушники']),
        leaf('speakers', 'speaker', ['Bluetooth Speakers', '蓝牙音箱', '藍牙喇叭', '블루투스 스피커', 'Bluetooth-колонки']),
      ]),
      sub(['Cameras & Drones', '摄影摄像', '攝影器材', '카메라·드론', 'Фото и дроны'], [
        leaf('mirrorless', 'camera', ['Mirrorless Cameras', '微单相机', '無反相機', '미러리스 카메라', 'Беззеркальные камеры']),
        leaf('action-cams', 'actioncam', ['Action Cameras', '运动相机', '運動攝影機', '액션캠', 'Экшн-камеры']),
        leaf('drones', 'drone', ['Drones', '无人机', '無人機', '드론', 'Дроны']),
      ]),
      sub(['Smart Wearables', '智能穿戴', '智慧穿戴', '스마트 웨어러블', 'Носимые устройства'], [
        leaf('smartwatches', 'smartwatch', ['Smartwatches', '智能手表', '智慧手錶', '스마트워치', 'Умные часы']),
        leaf('fitness-bands', 'fitband', ['Fitness Trackers', '智能手环', '智慧手環', '스마트밴드', 'Фитнес-браслеты']),
        leaf('kids-watches', 'kidswatch', ['Kids\' Smartwatches', '儿童手表', '兒童手錶', '어린이 스마트워치', 'Детские умные часы']),
      ]),
    ],
  ),
  top(
    ['Computers & Office', '电脑办公', '電腦辦公', '컴퓨터·사무', 'Компьютеры и офис'],
    ['Computers', '电脑', '電腦', '컴퓨터', 'Компьютеры'],
    [
      sub(['Laptops & Tablets', '笔记本与平板', '筆電與平板', '노트북·태블릿', 'Ноутбуки и планшеты'], [
        leaf('ultrabooks', 'laptop', ['Ultrabooks', '轻薄本', '輕薄筆電', '울트라북', 'Ультрабуки']),
        leaf('gaming-laptops', 'gaminglaptop', ['Gaming Laptops', '游戏本', '電競筆電', '게이밍 노트북', 'Игровые ноутбуки']),
        leaf('tablets', 'tablet', ['Tablets', '平板电脑', '平板電腦', '태블릿', 'Планшеты']),
      ]),
      sub(['Peripherals', '电脑外设', '電腦周邊', '주변기기', 'Периферия'], [
        leaf('keyboards', 'keyboard', ['Keyboards', '键盘', '鍵盤', '키보드', 'Клавиатуры']),
        leaf('mice', 'mouse', ['Mice', '鼠标', '滑鼠', '마우스', 'Мыши']),
        leaf('monitors', 'monitor', ['Monitors', '显示器', '螢幕', '모니터', 'Мониторы']),
      ]),
      sub(['Office Supplies', '办公文具', '辦公文具', '사무용품', 'Канцтовары'], [
        leaf('notebooks', 'notebook', ['Notebooks & Planners', '笔记本与手账', '筆記本與手帳', '노트·플래너', 'Блокноты и ежедневники']),
        leaf('pens', 'pen', ['Pens', '笔类', '筆類', '필기구', 'Ручки']),
        leaf('printers', 'printer', ['Printers', '打印机', '印表機', '프린터', 'Принтеры']),
      ]),
      sub(['Networking & Storage', '网络与存储', '網路與儲存', '네트워크·저장장치', 'Сети и накопители'], [
        leaf('routers', 'router', ['Wi-Fi Routers', '无线路由器', '無線路由器', '와이파이 공유기', 'Wi-Fi роутеры']),
        leaf('drives', 'ssd', ['Portable Drives', '移动硬盘', '外接硬碟', '외장 드라이브', 'Внешние накопители']),
        leaf('webcams', 'webcam', ['Webcams', '摄像头', '網路攝影機', '웹캠', 'Веб-камеры']),
      ]),
    ],
  ),
  top(
    ['Home Appliances', '家用电器', '家用電器', '가전제품', 'Бытовая техника'],
    ['Appliances', '家电', '家電', '가전', 'Техника'],
    [
      sub(['Kitchen Appliances', '厨房电器', '廚房家電', '주방가전', 'Кухонная техника'], [
        leaf('air-fryers', 'airfryer', ['Air Fryers', '空气炸锅', '氣炸鍋', '에어프라이어', 'Аэрогрили']),
        leaf('coffee-machines', 'coffeemaker', ['Coffee Machines', '咖啡机', '咖啡機', '커피머신', 'Кофемашины']),
        leaf('blenders', 'blender', ['Blenders', '破壁料理机', '調理機', '블렌더', 'Блендеры']),
      ]),
      sub(['Cleaning & Air', '清洁与空气', '清潔與空氣', '청소·공기', 'Уборка и климат'], [
        leaf('robot-vacuums', 'robotvac', ['Robot Vacuums', '扫地机器人', '掃地機器人', '로봇청소기', 'Роботы-пылесосы']),
        leaf('air-purifiers', 'purifier', ['Air Purifiers', '空气净化器', '空氣清淨機', '공기청정기', 'Очистители воздуха']),
        leaf('fans-heaters', 'fan', ['Fans & Heaters', '风扇与取暖器', '電扇與暖氣機', '선풍기·히터', 'Вентиляторы и обогреватели']),
      ]),
      sub(['Personal Care Appliances', '个护电器', '個人護理家電', '이미용가전', 'Техника для красоты'], [
        leaf('hair-dryers', 'hairdryer', ['Hair Dryers', '吹风机', '吹風機', '헤어드라이어', 'Фены']),
        leaf('toothbrushes', 'toothbrush', ['Electric Toothbrushes', '电动牙刷', '電動牙刷', '전동칫솔', 'Электрические зубные щётки']),
        leaf('shavers', 'shaver', ['Shavers', '剃须刀', '電動刮鬍刀', '면도기', 'Электробритвы']),
      ]),
      sub(['TV & Smart Home', '电视与智能家居', '電視與智慧家庭', 'TV·스마트홈', 'ТВ и умный дом'], [
        leaf('smart-tvs', 'tv', ['Smart TVs', '智能电视', '智慧電視', '스마트 TV', 'Смарт-телевизоры']),
        leaf('smart-lighting', 'smartbulb', ['Smart Lighting', '智能照明', '智慧照明', '스마트 조명', 'Умное освещение']),
        leaf('security-cams', 'seccam', ['Security Cameras', '家用监控', '居家監視器', '홈 CCTV', 'Камеры наблюдения']),
      ]),
    ],
  ),
  top(
    ['Women\'s Fashion', '女装', '女裝', '여성 패션', 'Женская одежда'],
    ['Women', '女装', '女裝', '여성', 'Женщинам'],
    [
      sub(['Tops', '上装', '上衣', '상의', 'Верх'], [
        leaf('w-tshirts', 'tshirt', ['T-Shirts', '女士T恤', '女士T恤', '여성 티셔츠', 'Футболки'], 'Women\'s'),
        leaf('blouses', 'blouse', ['Blouses & Shirts', '衬衫', '襯衫', '블라우스·셔츠', 'Блузки и рубашки']),
        leaf('w-knitwear', 'sweater', ['Knitwear', '针织衫', '針織衫', '니트', 'Трикотаж'], 'Women\'s'),
      ]),
      sub(['Dresses & Skirts', '连衣裙与半身裙', '洋裝與裙子', '원피스·스커트', 'Платья и юбки'], [
        leaf('dresses', 'dress', ['Dresses', '连衣裙', '洋裝', '원피스', 'Платья']),
        leaf('skirts', 'skirt', ['Skirts', '半身裙', '半身裙', '스커트', 'Юбки']),
        leaf('jumpsuits', 'jumpsuit', ['Jumpsuits', '连体裤', '連身褲', '점프수트', 'Комбинезоны']),
      ]),
      sub(['Women\'s Outerwear', '女士外套', '女士外套', '여성 아우터', 'Верхняя одежда'], [
        leaf('w-coats', 'coat', ['Coats', '大衣', '大衣', '코트', 'Пальто'], 'Women\'s'),
        leaf('w-jackets', 'jacket', ['Jackets', '夹克', '夾克', '재킷', 'Куртки'], 'Women\'s'),
        leaf('w-down', 'downjacket', ['Down Jackets', '羽绒服', '羽絨外套', '패딩', 'Пуховики'], 'Women\'s'),
      ]),
    ],
  ),
  top(
    ['Men\'s Fashion', '男装', '男裝', '남성 패션', 'Мужская одежда'],
    ['Men', '男装', '男裝', '남성', 'Мужчинам'],
    [
      sub(['Men\'s Tops', '男士上装', '男士上衣', '남성 상의', 'Мужской верх'], [
        leaf('m-tshirts', 'tshirt', ['T-Shirts', '男士T恤', '男士T恤', '남성 티셔츠', 'Футболки'], 'Men\'s'),
        leaf('m-shirts', 'shirt', ['Shirts', '衬衫', '襯衫', '셔츠', 'Рубашки']),
        leaf('hoodies', 'hoodie', ['Hoodies', '卫衣', '連帽上衣', '후드티', 'Худи']),
      ]),
      sub(['Men\'s Bottoms', '男士下装', '男士褲裝', '남성 하의', 'Мужской низ'], [
        leaf('jeans', 'jeans', ['Jeans', '牛仔裤', '牛仔褲', '청바지', 'Джинсы']),
        leaf('chinos', 'chinos', ['Chinos', '休闲裤', '休閒褲', '면바지', 'Чиносы']),
        leaf('shorts', 'shorts', ['Shorts', '短裤', '短褲', '반바지', 'Шорты']),
      ]),
      sub(['Men\'s Outerwear', '男士外套', '男士外套', '남성 아우터', 'Мужская верхняя одежда'], [
        leaf('m-jackets', 'jacket', ['Jackets', '夹克', '夾克', '재킷', 'Куртки'], 'Men\'s'),
        leaf('m-coats', 'coat', ['Coats', '大衣', '大衣', '코트', 'Пальто'], 'Men\'s'),
        leaf('m-down', 'downjacket', ['Down Jackets', '羽绒服', '羽絨外套', '패딩', 'Пуховики'], 'Men\'s'),
      ]),
    ],
  ),
];
