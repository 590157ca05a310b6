import type { HelpSection } from './cms-help-section.ts';

export const HELP_ARTICLES_B: HelpSection[] = [
  [
    'After-sales',
    [
      [
        'How to return an item',
        '<p>Open My orders, find the item and click <strong>Request refund</strong>. Choose <em>Refund only</em> if you did not receive the goods, or <em>Return and refund</em> to send it back.</p><ol><li>Describe the reason and upload photos if the item is damaged.</li><li>When the shop agrees, send the item to the return address shown and enter the tracking number.</li><li>The shop confirms receipt and the refund is paid.</li></ol>',
      ],
      [
        'When will I get my refund?',
        '<p>Refunds to your balance arrive immediately after the shop approves them. Refunds to a bank card take 1–7 working days depending on your bank.</p><p>If the shop does not respond within the time limit, the refund is approved automatically.</p>',
      ],
      [
        'Asking the platform to step in',
        '<p>If you and the shop cannot agree, click <strong>Platform intervention</strong> on the refund page. Our team reviews the evidence from both sides and decides within 3 working days.</p>',
      ],
      [
        'Writing a review',
        '<p>After you confirm receipt you can rate the item, write a review and upload up to 6 photos. You can add a follow-up review later. Reviews earn points and help other shoppers.</p>',
      ],
    ],
  ],
  [
    'Merchant guide',
    [
      [
        'Opening a shop',
        '<p>Companies and individuals can apply to open a shop. Prepare your business licence or identity document, a bank account for settlements and your brand authorisation if you sell branded goods.</p><p>Applications are usually reviewed within 3 working days.</p>',
      ],
      [
        'Fees and settlement',
        '<p>The platform charges a commission on each completed order, set per category (usually 2–8%). Shop income is settled to your shop balance after the after-sales period ends, and can be withdrawn to your bank account.</p>',
      ],
      [
        'Listing rules',
        "<p>Titles and pictures must describe the product honestly. Do not use other brands' names or logos without authorisation, and make sure every option (colour, size…) you list is really in stock.</p>",
      ],
      [
        'Shipping on time',
        '<p>Ship within the time promised on your listing. Late shipments let buyers cancel for free and lower your shop rating. Use the batch shipping tool in the merchant console for busy days.</p>',
      ],
    ],
  ],
];
