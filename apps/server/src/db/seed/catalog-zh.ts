import { localKind, type LocalKind } from './kinds.ts';

/** Listings of the Chinese-language shop, written the way Chinese marketplace titles are. */
export const ZH_KINDS: LocalKind[] = [
  localKind('zh-cn', 'smartphones', 'phone', {
    nouns: '5G手机|智能手机|旗舰手机',
    models: 'X#|Note #|# Pro|#s',
    adjs: '全网通|双卡双待|轻薄',
    feats: '6.7英寸AMOLED直屏|120Hz高刷|5000mAh大电池|65W闪充|5000万像素三摄|IP68防水|NFC|光学防抖夜景',
    specs: [
      ['颜色', '午夜黑|冰川银|远峰蓝|落日金'],
      ['存储容量', '8GB+128GB|8GB+256GB|12GB+512GB'],
    ],
    attrs: [
      ['屏幕尺寸', '6.5英寸|6.7英寸'],
      ['网络类型', '5G全网通'],
      ['操作系统', '安卓15'],
    ],
    sell: [
      '120Hz高刷护眼屏，搭配5000mAh大电池，重度使用一整天不用充电。',
      '三摄影像系统，夜景也能拍得清晰通透。',
    ],
    unit: '台',
  }),
  localKind('zh-cn', 'earbuds', 'earbuds', {
    nouns: '真无线蓝牙耳机|主动降噪耳机|运动蓝牙耳机',
    models: 'Buds #|Air #',
    adjs: '蓝牙5.3|入耳式|半入耳式',
    feats: '40dB深度降噪|40小时长续航|IPX5防水防汗|无线充电盒|低延迟游戏模式|通话降噪',
    specs: [['颜色', '曜石黑|珍珠白|深海蓝|薰衣草紫']],
    attrs: [
      ['蓝牙版本', '5.3'],
      ['续航时间', '8小时+32小时'],
    ],
    sell: ['地铁、飞机上一键降噪，通话时对方也能听得清清楚楚。'],
    unit: '副',
  }),
  localKind('zh-cn', 'power-banks', 'powerbank', {
    nouns: '充电宝|移动电源|磁吸充电宝',
    models: 'P#|Mag #',
    adjs: '大容量|超薄|快充',
    feats: '22.5W双向快充|可上飞机|LED数显|自带线|三口同时输出',
    specs: [
      ['颜色', '黑色|白色|薄荷绿|香芋紫'],
      ['容量', '10000毫安|20000毫安'],
    ],
    attrs: [
      ['输出功率', '22.5W'],
      ['接口', 'USB-C + USB-A'],
    ],
    sell: ['口袋大小，能给手机充满三次，出差旅行必备。'],
    unit: '个',
  }),
  localKind('zh-cn', 'chargers', 'charger', {
    nouns: '氮化镓充电器|快充充电头|充电器套装',
    models: 'G#',
    adjs: '65W|多口|折叠插脚',
    feats: '手机笔记本通用|PD快充|小巧便携|附1米数据线',
    specs: [
      ['颜色', '白色|黑色|深空灰'],
      ['规格', '单只装|两只装'],
    ],
    attrs: [['协议', 'PD3.0 / QC4.0']],
    sell: ['一个充电头搞定手机、平板和笔记本，体积只有传统充电器的一半。'],
    unit: '个',
  }),
  localKind('zh-cn', 'smartwatches', 'smartwatch', {
    nouns: '智能手表|运动手表|蓝牙通话手表',
    models: 'Watch #|W# Pro',
    adjs: 'AMOLED|独立GPS|男女款',
    feats: '心率血氧监测|14天超长续航|100+运动模式|5ATM防水|睡眠监测|NFC支付',
    specs: [
      ['颜色', '幻夜黑|星河银|玫瑰金|森林绿'],
      ['表盘尺寸', '41mm|45mm'],
    ],
    attrs: [
      ['屏幕', '1.43英寸AMOLED'],
      ['防水等级', '5ATM'],
    ],
    sell: ['跑步、游泳、睡眠全天候记录，两周一充。'],
    unit: '块',
  }),
  localKind('zh-cn', 'fitness-bands', 'fitband', {
    nouns: '智能手环|运动手环',
    models: 'Band #',
    adjs: '轻薄|防水',
    feats: '21天续航|心率监测|计步|消息提醒|游泳记录',
    specs: [['颜色', '黑色|樱花粉|天空蓝|象牙白']],
    attrs: [['续航', '21天']],
    sell: ['轻到几乎感觉不到，久坐会提醒你起来活动。'],
    unit: '个',
  }),
  localKind('zh-cn', 'tea', 'tea', {
    nouns: '茶叶|绿茶|红茶|乌龙茶|礼盒装茶叶',
    adjs: '明前|特级|原产地|高山',
    feats: '2025新茶|罐装|送礼佳品|手工炒制|浓香型',
    specs: [
      ['品类', '龙井绿茶|正山小种红茶|安溪铁观音'],
      ['净含量', '100克|250克'],
    ],
    attrs: [
      ['产地', '福建|浙江杭州|福建武夷山'],
      ['保质期', '18个月'],
    ],
    sell: ['原产地直发，条索紧结，冲泡三四次依然回甘。', '精美礼罐包装，自饮送礼两相宜。'],
    unit: '罐',
  }),
  localKind('zh-cn', 'nuts', 'nuts', {
    nouns: '每日坚果|混合坚果|巴旦木|腰果|芒果干',
    adjs: '原味|低温烘焙|独立小包装',
    feats: '孕妇儿童零食|无添加蔗糖|量贩装|30包|当季新货',
    specs: [
      ['口味', '原味|海盐味|蜂蜜味|烟熏味'],
      ['净含量', '250克|500克|1千克'],
    ],
    attrs: [['保质期', '9个月']],
    sell: ['颗颗饱满，现烘现发，一天一包刚刚好。'],
    unit: '袋',
  }),
];
