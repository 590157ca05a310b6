/**
 * Demo merchants. Each sells in a few top-level categories (English names); the three foreign-language
 * shops write their listings in their own language (see catalog-zh/ko/ru.ts).
 */
export interface ShopDef {
  name: string;
  /** Name printed on generated pictures when the real one needs CJK glyphs the renderer may lack. */
  latinName?: string;
  isOwn: 0 | 1;
  lang: 'en-us' | 'zh-cn' | 'ko-kr' | 'ru';
  websiteId: number;
  categoryName: string;
  groupName: string;
  tops: string[];
  desc: string;
  keywords: string;
  telephone: string;
  email: string;
  address: string;
  fullAddress: string;
  lng: string;
  lat: string;
  credits: [string, string, string];
  services: number[]; // qtian, zhping, erxiaoshi, tuihuo, shiyong, shiti, xiaoxie
  sales: number;
  followers: number;
  colour: string;
}

const ALL_TOPS = [
  'Phones & Digital', 'Computers & Office', 'Home Appliances', 'Women\'s Fashion', 'Men\'s Fashion',
  'Shoes & Bags', 'Beauty & Personal Care', 'Home & Furniture', 'Food & Beverages', 'Sports & Outdoors',
  'Toys, Kids & Baby', 'Books, Music & Gifts', 'Pet Supplies',
];

export const SHOPS: ShopDef[] = [
  {
    name: 'Nova Self-operated', isOwn: 1, lang: 'en-us', websiteId: 0, categoryName: 'Department store',
    groupName: 'Flagship', tops: ALL_TOPS,
    desc: 'The mall\'s own store: genuine goods shipped from our Shanghai warehouse, 7-day returns and next-day delivery in 200 cities.',
    keywords: 'self-operated,official,genuine,fast delivery', telephone: '400-820-0001', email: 'store@novamall.example.com',
    address: '88 Century Avenue, Pudong', fullAddress: 'Shanghai Shanghai Pudong New Area 88 Century Avenue',
    lng: '121.506377', lat: '31.245105', credits: ['4.98', '4.97', '4.99'], services: [1, 1, 1, 1, 1, 0, 1],
    sales: 182340, followers: 58210, colour: '#e4393c',
  },
  {
    name: 'Circuit Avenue Electronics', isOwn: 0, lang: 'en-us', websiteId: 3, categoryName: 'Digital',
    groupName: 'Gold', tops: ['Phones & Digital', 'Computers & Office'],
    desc: 'Phones, laptops and accessories from a Huaqiangbei trader since 2009. Every device tested before it ships.',
    keywords: 'phones,laptops,earbuds,chargers', telephone: '0755-8321-4567', email: 'hello@circuitavenue.example.com',
    address: 'Room 1203, SEG Plaza, 1002 Huaqiang North Road, Futian', fullAddress: 'Guangdong Shenzhen Futian District Room 1203, SEG Plaza, 1002 Huaqiang North Road',
    lng: '114.088535', lat: '22.546257', credits: ['4.86', '4.81', '4.90'], services: [1, 1, 1, 0, 0, 0, 1],
    sales: 64210, followers: 12988, colour: '#2f6fde',
  },
  {
    name: 'Urban Thread Apparel', isOwn: 0, lang: 'en-us', websiteId: 0, categoryName: 'Fashion',
    groupName: 'Gold', tops: ['Women\'s Fashion', 'Men\'s Fashion', 'Beauty & Personal Care'],
    desc: 'Everyday clothing designed in Hangzhou and sewn in our partner workshops, plus the beauty edit our stylists use. New drops every Friday.',
    keywords: 'fashion,dresses,jeans,coats', telephone: '0571-8765-2210', email: 'service@urbanthread.example.com',
    address: '18 Wensan Road, Xihu', fullAddress: 'Zhejiang Hangzhou Xihu District 18 Wensan Road',
    lng: '120.141762', lat: '30.279348', credits: ['4.79', '4.83', '4.75'], services: [1, 1, 0, 1, 0, 0, 0],
    sales: 93120, followers: 30412, colour: '#d9467a',
  },
  {
    name: 'Stride & Carry', isOwn: 0, lang: 'en-us', websiteId: 0, categoryName: 'Shoes & bags',
    groupName: 'Silver', tops: ['Shoes & Bags', 'Sports & Outdoors'],
    desc: 'Shoes, bags and luggage from Guangzhou makers. Free size exchanges on all footwear.',
    keywords: 'shoes,sneakers,backpacks,luggage', telephone: '020-3887-1900', email: 'care@strideandcarry.example.com',
    address: '233 Tianhe Road, Tianhe', fullAddress: 'Guangdong Guangzhou Tianhe District 233 Tianhe Road',
    lng: '113.330582', lat: '23.137466', credits: ['4.72', '4.68', '4.77'], services: [1, 0, 1, 1, 0, 1, 0],
    sales: 41870, followers: 9056, colour: '#8a5a2b',
  },
  {
    name: 'Hearth & Home Living', isOwn: 0, lang: 'en-us', websiteId: 1, categoryName: 'Home',
    groupName: 'Gold', tops: ['Home & Furniture', 'Home Appliances', 'Pet Supplies'],
    desc: 'Furniture, bedding and kitchen appliances with white-glove delivery across Beijing.',
    keywords: 'furniture,sofa,bedding,air fryer', telephone: '010-6598-3321', email: 'hello@hearthandhome.example.com',
    address: '9 Jianguo Road, Chaoyang', fullAddress: 'Beijing Beijing Chaoyang District 9 Jianguo Road',
    lng: '116.473318', lat: '39.908784', credits: ['4.91', '4.88', '4.84'], services: [1, 1, 0, 1, 1, 1, 1],
    sales: 27840, followers: 7715, colour: '#3d8b6d',
  },
  {
    name: 'Peak Outdoor Sports', isOwn: 0, lang: 'en-us', websiteId: 0, categoryName: 'Sports',
    groupName: 'Silver', tops: ['Sports & Outdoors', 'Shoes & Bags'],
    desc: 'Gear tested on the trails around Chengdu: tents, packs, bikes and running kit.',
    keywords: 'outdoor,camping,running,cycling', telephone: '028-8612-7700', email: 'team@peakoutdoor.example.com',
    address: '66 Renmin South Road, Wuhou', fullAddress: 'Sichuan Chengdu Wuhou District 66 Renmin South Road',
    lng: '104.067923', lat: '30.630741', credits: ['4.83', '4.90', '4.79'], services: [1, 1, 0, 0, 1, 0, 0],
    sales: 35560, followers: 11302, colour: '#2e7d32',
  },
  {
    name: 'Little Sprout Kids', isOwn: 0, lang: 'en-us', websiteId: 0, categoryName: 'Mother & baby',
    groupName: 'Silver', tops: ['Toys, Kids & Baby', 'Books, Music & Gifts'],
    desc: 'Toys, baby care and picture books chosen by parents, for parents.',
    keywords: 'toys,baby,diapers,books', telephone: '025-8471-3366', email: 'hi@littlesprout.example.com',
    address: '1 Zhongshan Road, Xuanwu', fullAddress: 'Jiangsu Nanjing Xuanwu District 1 Zhongshan Road',
    lng: '118.784023', lat: '32.047571', credits: ['4.95', '4.93', '4.88'], services: [1, 1, 1, 1, 0, 0, 1],
    sales: 52400, followers: 16730, colour: '#f29f05',
  },
  {
    name: 'Green Basket Foods', isOwn: 0, lang: 'en-us', websiteId: 0, categoryName: 'Food',
    groupName: 'Gold', tops: ['Food & Beverages', 'Pet Supplies'],
    desc: 'Fresh-roasted nuts, coffee and pantry staples shipped from our Xiamen warehouse.',
    keywords: 'snacks,coffee,tea,pantry', telephone: '0592-2233-8899', email: 'orders@greenbasket.example.com',
    address: '128 Hubin North Road, Siming', fullAddress: 'Fujian Xiamen Siming District 128 Hubin North Road',
    lng: '118.110221', lat: '24.490474', credits: ['4.88', '4.76', '4.70'], services: [0, 1, 1, 0, 1, 0, 1],
    sales: 77950, followers: 20544, colour: '#689f38',
  },
  {
    name: '龙门数码专营店', latinName: 'Longmen Digital', isOwn: 0, lang: 'zh-cn', websiteId: 2, categoryName: '数码',
    groupName: 'Gold', tops: ['Phones & Digital', 'Food & Beverages'],
    desc: '上海本地数码专营店，手机、耳机、充电宝正品行货，顺丰包邮，另售福建原产好茶。',
    keywords: '手机,耳机,充电宝,茶叶', telephone: '021-6288-5501', email: 'kefu@longmen.example.com',
    address: '徐汇区漕溪北路 398 号', fullAddress: '上海市 上海市 徐汇区 漕溪北路 398 号',
    lng: '121.437215', lat: '31.188914', credits: ['4.85', '4.87', '4.92'], services: [1, 1, 1, 0, 0, 1, 0],
    sales: 45620, followers: 13877, colour: '#c62828',
  },
  {
    name: '서울글로우 뷰티', latinName: 'Seoul Glow Beauty', isOwn: 0, lang: 'ko-kr', websiteId: 0, categoryName: '뷰티',
    groupName: 'Silver', tops: ['Beauty & Personal Care'],
    desc: '서울 성수동에서 직접 큐레이션한 K-뷰티 스킨케어와 메이크업. 정품 보증, 빠른 해외 배송.',
    keywords: 'K-뷰티,세럼,선크림,립스틱', telephone: '+82 2-3445-7788', email: 'hello@seoulglow.example.com',
    address: '성동구 성수이로 77', fullAddress: '서울특별시 성동구 성수이로 77',
    lng: '127.056020', lat: '37.544579', credits: ['4.93', '4.91', '4.82'], services: [1, 1, 0, 1, 1, 0, 0],
    sales: 38110, followers: 15290, colour: '#ec6f9d',
  },
  {
    name: 'Таёжная лавка', isOwn: 0, lang: 'ru', websiteId: 0, categoryName: 'Продукты и одежда',
    groupName: 'Silver', tops: ['Food & Beverages', 'Women\'s Fashion', 'Men\'s Fashion'],
    desc: 'Чай, шоколад и орехи из Сибири, а также тёплые пуховики для настоящей зимы. Отправка из Москвы.',
    keywords: 'чай,шоколад,кедровые орехи,пуховик', telephone: '+7 495 123-45-67', email: 'shop@taiga.example.com',
    address: 'ул. Тверская, 12', fullAddress: 'Россия, Москва, ул. Тверская, 12',
    lng: '37.607031', lat: '55.763829', credits: ['4.74', '4.69', '4.58'], services: [1, 0, 0, 1, 0, 0, 0],
    sales: 19870, followers: 5480, colour: '#1565c0',
  },
];

export const SERVICE_KEYS = [
  'shop_qtian', 'shop_zhping', 'shop_erxiaoshi', 'shop_tuihuo', 'shop_shiyong', 'shop_shiti', 'shop_xiaoxie',
] as const;

export const SHOP_SERVICES: { key: (typeof SERVICE_KEYS)[number]; name: string; desc: string }[] = [
  { key: 'shop_qtian', name: '7-day no-reason return', desc: 'Return unused goods within 7 days of delivery without giving a reason.' },
  { key: 'shop_zhping', name: 'Genuine guarantee', desc: 'Every item is genuine; if not, you get a full refund plus compensation.' },
  { key: 'shop_erxiaoshi', name: 'Ships within 2 hours', desc: 'Ships within 2 hours after payment on orders placed before 18:00.' },
  { key: 'shop_tuihuo', name: 'Return promise', desc: 'The shop promises to accept returns for quality problems and pay the shipping both ways.' },
  { key: 'shop_shiyong', name: 'Trial centre', desc: 'Try selected products free of charge before you buy.' },
  { key: 'shop_shiti', name: 'Physical store', desc: 'The merchant runs a verified physical store you can visit.' },
  { key: 'shop_xiaoxie', name: 'Consumer protection', desc: 'Backed by the consumer association guarantee: disputes are mediated for you.' },
];
