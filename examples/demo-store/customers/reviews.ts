import type { ReviewRecordInput } from './records.ts';

/** Written reviews on several demo products by the three reviewers. */
export const reviews: ReviewRecordInput[] = [
  {
    customer: 'rohan.mehta@northwind.test',
    product: 'northwind-classic-fleece',
    rating: 5,
    title: 'Warm without the bulk',
    review:
      'Wore it on a December trek to Kedarkantha under a shell. Warm, dries fast and packs small. The zip pockets are deep enough for gloves.',
    answers: { recommend: 'yes' },
    created_at: '2025-01-20T10:00:00.000Z',
  },
  {
    customer: 'priya.nair@northwind.test',
    product: 'northwind-classic-fleece',
    rating: 4,
    title: 'Great layer, runs a little large',
    review:
      'Soft and warm, and it has survived a dozen washes. I would size down if you like a snug fit.',
    answers: { recommend: 'yes' },
    created_at: '2025-02-11T07:30:00.000Z',
  },
  {
    customer: 'karan.singh@northwind.test',
    product: 'himal-trekker-boot',
    rating: 5,
    title: 'Broke in within a week',
    review:
      'Took them up to Hampta Pass after a week of short walks. No blisters, good grip on wet rock and they kept my feet dry through two stream crossings.',
    answers: { recommend: 'yes' },
    created_at: '2025-03-05T12:15:00.000Z',
  },
  {
    customer: 'rohan.mehta@northwind.test',
    product: 'himal-trekker-boot',
    rating: 4,
    title: 'Solid boot, heavy-ish',
    review:
      'Very stable under a loaded pack. A little heavy for day hikes, but worth it on long treks.',
    created_at: '2025-03-18T16:40:00.000Z',
  },
  {
    customer: 'priya.nair@northwind.test',
    product: 'northwind-daypack-22',
    rating: 3,
    title: 'Good pack, thin straps',
    review:
      'Plenty of pockets and the rain cover is handy. The shoulder straps could use more padding for full-day walks.',
    answers: { recommend: 'no' },
    created_at: '2025-02-27T09:10:00.000Z',
  },
  {
    customer: 'karan.singh@northwind.test',
    product: 'northwind-basecamp-tent',
    rating: 4,
    title: 'Roomy for two',
    review:
      'Easy to pitch in the dark and stayed dry through a night of monsoon rain at Rajmachi. The bag it packs into is tight.',
    created_at: '2025-04-02T06:50:00.000Z',
  },
  {
    customer: 'priya.nair@northwind.test',
    product: 'northwind-basecamp-tent',
    rating: 5,
    title: 'Our go-to weekend tent',
    review: 'Three camping trips so far and no complaints. Good ventilation, nothing drips inside.',
    answers: { recommend: 'yes' },
    created_at: '2025-04-20T18:25:00.000Z',
  },
  {
    customer: 'rohan.mehta@northwind.test',
    product: 'merino-hiking-socks',
    rating: 5,
    title: 'No more smelly socks',
    review:
      'Wore one pair for three days straight on the trail. Comfortable, and they really do not smell.',
    answers: { recommend: 'yes' },
    created_at: '2025-05-01T11:00:00.000Z',
  },
];
