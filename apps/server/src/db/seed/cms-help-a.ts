import type { HelpSection } from './cms-help-section.ts';

export const HELP_ARTICLES_A: HelpSection[] = [
  [
    'Shopping guide',
    [
      [
        'How to register an account',
        '<p>Click <strong>Register</strong> at the top of any page. You can sign up with a username, a mobile number or an e-mail address.</p><ol><li>Choose how you want to register and fill in the form.</li><li>Enter the picture code, and for mobile or e-mail, the 4-digit code we send you.</li><li>Choose a password of at least 6 characters containing both letters and numbers.</li><li>Tick to accept the Service Agreement and submit.</li></ol><p>You are signed in straight away and can start shopping.</p>',
      ],
      [
        'How to place an order',
        '<p>Find a product by searching or browsing the category menu, choose its options (colour, size…) and quantity, then click <strong>Buy now</strong> or <strong>Add to cart</strong>.</p><p>At checkout, check the delivery address, choose a delivery method for each shop, apply coupons, and click <strong>Submit order</strong>. You then have 30 minutes to pay before the order is closed and the stock is released.</p>',
      ],
      [
        'Finding products: search, filters and sorting',
        '<p>Type a product name, brand or keyword in the search box. On the results page you can filter by category, brand, price range, free shipping and self-operated shops, and sort by sales or price.</p><p>Switch the search type to <em>Shops</em> to look for a shop by name.</p>',
      ],
      [
        'Using coupons and points',
        '<p>Collect coupons in the Coupon centre or on shop pages. Shop coupons work only in that shop; platform coupons work across shops. At checkout the best coupon is chosen for you, and you can change it.</p><p>Points are earned by daily sign-in, reviews and completed orders, and can be spent on point-exchange items.</p>',
      ],
      [
        'Member levels and benefits',
        '<p>Your level rises as you collect growth points from completed orders: Regular, Silver, Gold and Platinum. Higher levels enjoy member discounts of up to 10%, extra points and priority customer service.</p><p>Levels never go down.</p>',
      ],
    ],
  ],
  [
    'Payment',
    [
      [
        'Which payment methods can I use?',
        '<p>You can pay with your account balance, or by bank card and the online payment services shown on the payment page. Balance and an online method can be combined: the balance is used first and the rest is paid online.</p>',
      ],
      [
        'Setting a payment password',
        '<p>A payment password protects your balance. Set it in Member centre › Account security › Payment password. It is 6 digits and different from your login password. We send a code to your mobile to confirm it is you.</p>',
      ],
      [
        'My payment succeeded but the order still shows unpaid',
        '<p>Bank notifications can take a minute or two. Refresh the order page after a short wait. If it still shows unpaid after 10 minutes, do not pay again: contact customer service with the order number and your payment reference, and we will confirm it for you.</p>',
      ],
      [
        'Topping up your balance',
        '<p>Go to Member centre › My balance › Top up and choose a package or enter an amount. Some packages include bonus points or growth. Balance can be used on any order and withdrawn to a bank account under the withdrawal rules.</p>',
      ],
    ],
  ],
  [
    'Delivery',
    [
      [
        'Delivery times and shipping fees',
        '<p>Each shop sets its own shipping fees and dispatch times; you can see the fee at checkout before you pay. Most shops ship within 48 hours, and items with the 2-hour badge ship within 2 hours of payment.</p><p>Standard delivery usually takes 1–3 days within mainland China and 5–12 days to other regions.</p>',
      ],
      [
        'Tracking my parcel',
        '<p>Open My orders and click <strong>View logistics</strong> on any shipped order. An order may arrive in several parcels; each one has its own tracking number and history.</p>',
      ],
      [
        'Picking up from a store',
        '<p>Some shops offer store pick-up. Choose <em>Pick up in store</em> at checkout and select a store. When the order is ready you receive a pick-up code; show it at the store to collect your goods.</p>',
      ],
      [
        'Changing the delivery address',
        '<p>Before the shop ships, you can contact the shop through customer service and ask them to change the address. Once the order has shipped, ask the courier to redirect it using the tracking number.</p>',
      ],
    ],
  ],
];
