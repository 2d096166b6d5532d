/** The store's FAQ (`general`). */
export const faqs = [
  {
    id: 'general',
    title: 'Frequently asked questions',
    items: [
      {
        question: 'How long does delivery take?',
        answer:
          '<p>Most orders reach metro cities in 2 to 3 days and the rest of India in 4 to 7 days. Enter your pincode on a product page to see the estimate for your address.</p>',
      },
      {
        question: 'Is shipping free?',
        answer: '<p>Yes, on every order over ₹2,999. Below that, shipping is a flat ₹99.</p>',
      },
      {
        question: 'Can I return something I have worn outdoors?',
        answer:
          '<p>Yes. If it did not work for you, return it within 30 days, even after one trip. It must be clean and undamaged.</p>',
      },
      {
        question: 'Which payment methods do you accept?',
        answer: '<p>Credit and debit cards at checkout, or cash on delivery.</p>',
      },
      {
        question: 'Do you offer cash on delivery?',
        answer: '<p>Cash on delivery is available on orders up to ₹10,000 at most pincodes.</p>',
      },
      {
        question: 'How do I choose a size?',
        answer:
          '<p>Every clothing and footwear page has a size chart. Between two sizes, pick the larger for layering. Our team is happy to help by chat or e-mail.</p>',
      },
      {
        question: 'Do you repair packs and jackets?',
        answer:
          '<p>We repair our own-label packs and jackets for life, free for manufacturing faults and at cost for wear and tear. Write to us through the contact form.</p>',
      },
    ],
  },
];
