/** Testimonials shown on the home page (`home`). */
export const testimonials = [
  {
    id: 'home',
    testimonials: [
      {
        name: 'Ananya Rao',
        role: 'Trekker, Bengaluru',
        quote:
          'The Cloudburst jacket kept me dry on the Kudremukh trek in August. It lives in my daypack now.',
        rating: 5,
      },
      {
        name: 'Kabir Singh',
        role: 'Mountaineer, Manali',
        quote:
          'The Himal 800 was warm enough at Stok Kangri base camp, and it packs smaller than my sleeping bag.',
        rating: 5,
      },
      {
        name: 'Meera Iyer',
        role: 'Weekend camper, Chennai',
        quote: 'Ordered a tent on Monday, camped on Saturday. The pincode estimate was spot on.',
        rating: 4,
      },
      {
        name: 'Rohan Desai',
        role: 'Trail runner, Pune',
        quote:
          'The Monsoon Grip shoes are the only ones that do not slide on wet laterite. Sizing was exactly as the chart said.',
        rating: 5,
      },
    ],
  },
];
