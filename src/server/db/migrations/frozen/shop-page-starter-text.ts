/**
 * The text every shop's policy pages start with (migration 021), for the operator to replace in
 * the console. Frozen with the migration that inserts it: later changes belong in the console.
 */
export const SHOP_PAGE_STARTER_TEXT = [
  {
    slug: 'shipping',
    title: 'Shipping',
    bodyHtml:
      '<p>We pack every order by hand and send it within <strong>two working days</strong> of payment. You get a mail with the tracking number as soon as the parcel leaves us.</p><h2>Delivery times</h2><ul><li>Standard: 3–5 working days</li><li>Express: 1–2 working days</li></ul><p>Each product page says how many days its delivery takes.</p>',
  },
  {
    slug: 'returns',
    title: 'Returns',
    bodyHtml:
      '<p>Not quite right? Ask for a refund from <strong>My orders</strong> within 30 days of delivery and tell us why.</p><h2>How it works</h2><ol><li>Ask for the refund on the order.</li><li>We answer within two working days.</li><li>Once approved, the amount goes back to the card you paid with.</li></ol>',
  },
  {
    slug: 'privacy',
    title: 'Privacy',
    bodyHtml:
      '<p>We keep what we need to run your account and deliver your orders: your email, your addresses and your orders. We never sell it.</p><h2>Payments</h2><p>Card details go straight to our payment provider; we never see or store them.</p><h2>Your data</h2><p>Write to us to get a copy of what we hold or to close your account.</p>',
  },
  {
    slug: 'contact',
    title: 'Contact',
    bodyHtml:
      '<p>We are happy to help with an order, a product or anything else.</p><ul><li>Email: <a href="mailto:hello@shop.localhost">hello@shop.localhost</a></li><li>Hours: Monday to Friday, 9:00–17:00</li></ul><p>Mention your order number and we will answer faster.</p>',
  },
] as const;
