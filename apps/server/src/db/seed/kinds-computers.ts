import { kind, type Kind } from './kinds.ts';

/** Laptops, peripherals, office supplies, networking. */
export const COMPUTER_KINDS: Kind[] = [
  kind('laptop', 'laptop', 'Laptop', 'pc', [499, 1799], {
    nouns: 'Laptop|Ultrabook|Thin & Light Laptop',
    models: 'Air #|Book #|Slim # Pro|S#',
    adjs: '14"|13.3"|Lightweight',
    feats:
      '16GB RAM|Intel Core Ultra 7|14" 2.8K OLED|18H Battery|Backlit Keyboard|Fingerprint Reader|Windows 11 Home|Wi-Fi 7|1.2kg',
    specs: [
      ['Colour', 'Space Grey|Silver|Midnight Blue'],
      ['Configuration', '16GB + 512GB|16GB + 1TB|32GB + 1TB', '0|120|320'],
    ],
    attrs: [
      ['Screen size', '13.3"|14"'],
      ['Processor', 'Core Ultra 5|Core Ultra 7|Ryzen 7'],
      ['Operating system', 'Windows 11 Home'],
    ],
    sell: [
      'An aluminium body that weighs about as much as a bag of sugar.',
      'A full day of work away from the socket.',
    ],
    weight: 1250,
  }),
  kind('gaminglaptop', 'laptop', 'Gaming', 'pc', [899, 2699], {
    nouns: 'Gaming Laptop|Gaming Notebook',
    models: 'Strike #|G#|Raptor #',
    adjs: '16"|15.6"|RGB',
    feats:
      'RTX 4070|165Hz QHD Display|Per-Key RGB Keyboard|Core i9|32GB DDR5|Advanced Vapour Chamber Cooling|2TB SSD',
    specs: [
      ['Colour', 'Eclipse Black|Arctic Grey'],
      ['Configuration', '16GB + 1TB|32GB + 1TB|32GB + 2TB', '0|200|380'],
    ],
    attrs: [
      ['Graphics', 'RTX 4060|RTX 4070'],
      ['Refresh rate', '165Hz|240Hz'],
    ],
    sell: [
      'Runs new releases at high settings without the fans howling.',
      'A 240Hz panel that keeps fast shooters smooth.',
    ],
    weight: 2400,
  }),
  kind('tablet', 'tablet', 'Tablet', 'pc', [129, 899], {
    nouns: 'Tablet|Android Tablet|Drawing Tablet PC',
    models: 'Tab #|Pad # Pro|T#',
    adjs: '11"|12.4"|Wi-Fi',
    feats:
      '2K 90Hz Display|Stylus Included|Quad Speakers|8000mAh Battery|Keyboard Cover Compatible|Kids Mode|LTE',
    specs: [
      ['Colour', 'Graphite|Silver|Mint Green'],
      ['Storage', '128GB|256GB', '0|70'],
    ],
    attrs: [
      ['Screen size', '11"|12.4"'],
      ['Connectivity', 'Wi-Fi|Wi-Fi + LTE'],
    ],
    sell: [
      'A big sharp screen for films, notes and sketching.',
      'Keeps going through a full day of lectures.',
    ],
    weight: 480,
  }),
  kind('keyboard', 'keyboard', 'Keyboard', 'pc', [19, 189], {
    nouns: 'Mechanical Keyboard|Wireless Keyboard|Low-Profile Keyboard',
    models: 'K#|Type #',
    adjs: 'Hot-Swappable|Tri-Mode|75%',
    feats:
      'Brown Switches|Red Switches|RGB Backlight|Bluetooth + 2.4G + USB-C|Gasket Mount|PBT Keycaps|Mac & Windows Layout',
    specs: [
      ['Colour', 'Black|White|Grey|Pink'],
      ['Switch', 'Red Linear|Brown Tactile|Blue Clicky'],
    ],
    attrs: [
      ['Layout', '75%|TKL|Full size'],
      ['Connection', 'Bluetooth + 2.4G + USB-C'],
    ],
    sell: ['Typing feels soft and quiet thanks to the gasket mount and foam layers.'],
    weight: 850,
  }),
  kind('mouse', 'mouse', 'Mouse', 'pc', [9, 129], {
    nouns: 'Wireless Mouse|Gaming Mouse|Ergonomic Mouse|Vertical Mouse',
    models: 'M#|Glide #',
    adjs: 'Silent|Lightweight|Rechargeable',
    feats: '26K DPI Sensor|59g|Silent Clicks|70H Battery|Multi-Device|Ergonomic Grip|USB-C Charging',
    specs: [['Colour', 'Black|White|Grey|Lilac']],
    attrs: [
      ['DPI', '4000|16000|26000'],
      ['Connection', '2.4G + Bluetooth'],
    ],
    sell: ['Shaped to rest your hand in a neutral position through long workdays.'],
    weight: 80,
  }),
  kind('monitor', 'screen', 'Monitor', 'pc', [119, 799], {
    nouns: 'Monitor|Gaming Monitor|4K Monitor|Curved Monitor',
    models: 'V#|Q#|View #',
    adjs: '27"|24"|34" Ultrawide',
    feats: 'IPS|144Hz|4K UHD|HDR400|USB-C 90W|Height Adjustable Stand|1ms|Eye-Care Flicker Free',
    specs: [
      ['Colour', 'Black|White'],
      ['Size', '24"|27"|32"', '0|60|150'],
    ],
    attrs: [
      ['Panel', 'IPS|VA'],
      ['Refresh rate', '75Hz|144Hz|165Hz'],
    ],
    sell: [
      'One USB-C cable carries picture, data and charges the laptop.',
      'Factory calibrated colour for photo editing.',
    ],
    weight: 4500,
  }),
  kind('notebook', 'book', 'Notes', 'pc', [4, 29], {
    nouns: 'Hardcover Notebook|Weekly Planner|Dotted Journal|Spiral Notebook',
    adjs: 'A5|B5|Undated',
    feats: '192 Pages|100gsm Paper|Ribbon Bookmark|Elastic Closure|Lay-Flat Binding|Pack of 3',
    specs: [
      ['Colour', 'Black|Navy Blue|Sage Green|Terracotta'],
      ['Ruling', 'Dotted|Lined|Blank'],
    ],
    attrs: [
      ['Paper weight', '100gsm|120gsm'],
      ['Size', 'A5|B5'],
    ],
    sell: ['Thick paper that takes fountain pen ink without bleeding through.'],
    weight: 320,
  }),
  kind('pen', 'pen', 'Pens', 'set', [3, 39], {
    nouns: 'Gel Pens|Fountain Pen|Fineliner Set|Ballpoint Pens',
    adjs: 'Quick-Dry|Fine 0.5mm|Smooth-Writing',
    feats: 'Pack of 12|Refillable|Smudge-Proof Ink|Metal Barrel|Gift Box|Assorted Colours',
    specs: [
      ['Ink colour', 'Black|Blue|Red|Assorted'],
      ['Pack', 'Pack of 6|Pack of 12', '0|4'],
    ],
    attrs: [['Tip size', '0.38mm|0.5mm|0.7mm']],
    sell: ['Glides without skipping and dries before your hand smears it.'],
    weight: 100,
  }),
  kind('printer', 'appliance', 'Printer', 'pc', [69, 449], {
    nouns: 'Ink Tank Printer|Laser Printer|All-in-One Printer',
    models: 'P#|Jet #|L#',
    adjs: 'Wireless|Duplex|Compact',
    feats: 'Print Scan Copy|Auto Duplex|Wi-Fi & App Printing|3 Years of Ink Included|30 ppm|ADF',
    specs: [
      ['Colour', 'White|Black'],
      ['Type', 'Mono|Colour', '0|60'],
    ],
    attrs: [
      ['Functions', 'Print, Scan, Copy'],
      ['Connectivity', 'Wi-Fi, USB'],
    ],
    sell: ['Refillable ink tanks print thousands of pages for the price of one cartridge.'],
    weight: 6200,
  }),
  kind('router', 'gadget', 'Wi-Fi', 'pc', [29, 349], {
    nouns: 'Wi-Fi 6 Router|Mesh Wi-Fi System|Wi-Fi 7 Router',
    models: 'AX#|BE#|Mesh #',
    adjs: 'Dual-Band|Tri-Band|Gigabit',
    feats: 'AX3000|Covers 3 Bedrooms|Parental Controls|WPA3 Security|4 Gigabit Ports|Easy App Setup',
    specs: [
      ['Colour', 'White|Black'],
      ['Pack', '1 Unit|2-Pack|3-Pack', '0|80|140'],
    ],
    attrs: [
      ['Wi-Fi standard', 'Wi-Fi 6|Wi-Fi 7'],
      ['Coverage', 'Up to 280 m²'],
    ],
    sell: ['Fast, stable Wi-Fi in every room, set up in ten minutes from the app.'],
    weight: 600,
  }),
  kind('ssd', 'gadget', 'SSD', 'pc', [39, 299], {
    nouns: 'Portable SSD|External Hard Drive|USB Flash Drive',
    models: 'T#|Vault #',
    adjs: 'Rugged|Pocket-Size|USB 3.2',
    feats: '1050MB/s|Drop Resistant 3m|USB-C & USB-A Cables|Hardware Encryption|Mac & PC Compatible',
    specs: [
      ['Colour', 'Black|Blue|Silver'],
      ['Capacity', '500GB|1TB|2TB', '0|40|110'],
    ],
    attrs: [
      ['Interface', 'USB 3.2 Gen 2'],
      ['Read speed', '1050 MB/s'],
    ],
    sell: ['Moves a full 4K film in under a minute.'],
    weight: 60,
  }),
  kind('webcam', 'camera', 'Webcam', 'pc', [19, 149], {
    nouns: 'Webcam|4K Webcam|Streaming Webcam',
    models: 'C#|Cam #',
    adjs: '1080p|Auto-Focus|Plug-and-Play',
    feats: 'Dual Microphones|Privacy Cover|Ring Light|Auto Low-Light Correction|Tripod Mount',
    specs: [
      ['Colour', 'Black|White'],
      ['Resolution', '1080p|2K|4K', '0|25|60'],
    ],
    attrs: [['Field of view', '78°|90°']],
    sell: ['Makes you look and sound clear on every video call.'],
    weight: 130,
  }),
];
