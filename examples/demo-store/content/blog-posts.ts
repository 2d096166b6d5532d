import { sceneImage } from '../scenes.ts';
import type { BlogPostRecordInput } from './records.ts';

const html = (...parts: string[]) => parts.join('');

/** The store's journal, newest first in this list (the last one a draft). */
export const blogPosts: BlogPostRecordInput[] = [
  {
    slug: 'monsoon-trekking-checklist',
    title: 'The monsoon trekking checklist',
    excerpt:
      'Leeches, slippery rock and sudden cloudbursts: what to pack for a safe and happy trek in the Western Ghats between June and September.',
    author: 'Divya Menon',
    image: sceneImage('scene-monsoon.svg'),
    tags: ['monsoon', 'trekking', 'beginners'],
    published_at: '2025-06-02T06:00:00.000Z',
    body: html(
      '<p>The Ghats are at their most beautiful in the rain: every slope runs with waterfalls and the forest turns a green you will not see for the rest of the year. They are also at their most slippery.</p>',
      '<h2>Stay dry where it matters</h2>',
      '<p>You will get wet. The aim is to keep your spare layer, your phone and your food dry. Pack them in roll-top dry bags inside your pack and carry a light waterproof jacket rather than a heavy poncho that flaps in the wind.</p>',
      '<h2>Feet first</h2>',
      '<ul><li>Shoes with soft, sticky rubber and deep lugs.</li><li>Quick-drying socks, plus a dry pair in a zip bag.</li><li>Ankle gaiters against leeches and mud.</li></ul>',
      '<p>Finally, tell someone where you are going, start early, and turn back if a stream crossing looks fast. The waterfall will still be there next weekend.</p>',
    ),
  },
  {
    slug: 'how-to-layer-for-the-himalaya',
    title: 'How to layer for the Himalaya',
    excerpt:
      'A simple three-layer system keeps you comfortable from a warm valley morning to a freezing high camp. Here is how to build one.',
    author: 'Tenzin Norbu',
    image: sceneImage('scene-dawn.svg'),
    tags: ['himalaya', 'gear guide', 'trekking'],
    published_at: '2025-05-10T06:00:00.000Z',
    body: html(
      '<p>Above 4,000 metres the temperature can swing thirty degrees in a day. Rather than one big jacket, carry layers you can add and remove as you go.</p>',
      '<h2>Base layer</h2>',
      '<p>Merino next to the skin moves sweat away and does not smell after a week without a shower. A 200 g/m² top is right for most treks.</p>',
      '<h2>Mid layer</h2>',
      '<p>A grid fleece or an active-insulation hoody for walking, and a down jacket for camp. Put the down on the moment you stop.</p>',
      '<h2>Shell</h2>',
      '<p>A waterproof, windproof shell over everything when the weather turns. Look for pit zips so you do not overheat on the climb.</p>',
    ),
  },
  {
    slug: 'choosing-your-first-tent',
    title: 'Choosing your first tent',
    excerpt:
      'Dome or tunnel, two-person or three, 3-season or 4-season? A plain-language guide to buying a tent you will use for years.',
    author: 'Arjun Mehta',
    image: sceneImage('scene-night.svg'),
    tags: ['camping', 'gear guide', 'beginners'],
    published_at: '2025-04-18T06:00:00.000Z',
    body: html(
      '<p>Most people buy a tent that is too small. A "2-person" tent fits two sleeping mats and very little else, so if you camp with a partner and your packs, look at a 3-person model.</p>',
      '<h2>Seasons</h2>',
      '<p>A 3-season tent is right for almost all camping in India below the snowline. Choose a 4-season tent only for winter treks and high camps where snow and wind are likely.</p>',
      '<h2>Weight</h2>',
      '<p>For car camping weight barely matters. For trekking, every gram counts: ultralight shelters that pitch with trekking poles save a kilo or more.</p>',
      '<p>Practise pitching at home once before your trip. In the dark and the rain is not the time to learn.</p>',
    ),
  },
  {
    slug: 'caring-for-waterproof-jackets',
    title: 'Caring for your waterproof jacket',
    excerpt:
      'Is your jacket "wetting out"? It probably just needs a wash. How to clean and re-proof a waterproof shell at home.',
    author: 'Divya Menon',
    image: sceneImage('scene-lake.svg'),
    tags: ['care', 'gear guide'],
    published_at: '2025-03-22T06:00:00.000Z',
    body: html(
      '<p>Dirt, sweat and sunscreen clog the face fabric of a waterproof jacket, so water stops beading and soaks in. The membrane is still waterproof, but the jacket feels clammy.</p>',
      '<h2>Wash it</h2>',
      '<p>Close every zip, use a technical cleaner rather than detergent, and wash at 30 °C. Rinse twice.</p>',
      '<h2>Revive the finish</h2>',
      '<p>A gentle tumble dry or a warm iron through a towel re-activates the water-repellent finish. If water still soaks in, spray on a re-proofer and dry again.</p>',
    ),
  },
  {
    slug: 'trail-running-in-the-nilgiris',
    title: 'Trail running in the Nilgiris',
    excerpt:
      'Tea estates, shola forest and rolling grassland: five runs around Ooty and Coonoor, from an easy 8 km to a hilly half marathon.',
    author: 'Rohan Desai',
    image: sceneImage('scene-summer.svg'),
    tags: ['running', 'trails'],
    published_at: '2025-02-14T06:00:00.000Z',
    body: html(
      '<p>At over 2,000 metres, the Nilgiris stay cool when the plains bake, which makes them one of the best places in the south for summer trail running.</p>',
      '<ul><li>Avalanche lake loop, 12 km, rolling.</li><li>Coonoor tea-estate trails, 8 km, easy.</li><li>Doddabetta up-and-down, 10 km, steep.</li></ul>',
      '<p>Respect estate boundaries and forest department rules, run in groups in the early morning, and carry water: there are few taps on the trail.</p>',
    ),
  },
  {
    slug: 'packing-light-for-a-weekend-trek',
    title: 'Packing light for a weekend trek',
    excerpt:
      'A 30-litre pack is enough for two days and a night if you choose carefully. Our list, item by item.',
    author: 'Arjun Mehta',
    image: sceneImage('scene-forest.svg'),
    tags: ['trekking', 'gear guide'],
    published_at: '2025-01-20T06:00:00.000Z',
    body: html(
      '<p>The lighter your pack, the more you enjoy the walk. For a weekend in the hills with a homestay or a campsite with tents provided, you need less than you think.</p>',
      '<h2>Wear</h2>',
      '<p>Trail shoes, a quick-dry tee, trekking trousers and a cap. Carry a fleece and a packable rain jacket.</p>',
      '<h2>Carry</h2>',
      '<ul><li>Two litres of water and a filter.</li><li>Head torch with spare batteries.</li><li>A small first-aid kit, sunscreen and a power bank.</li></ul>',
    ),
  },
  {
    slug: 'a-winter-night-in-spiti',
    title: 'A winter night in Spiti',
    excerpt:
      'Minus twenty outside, a tent and a lot of down: what we learned testing sleeping systems in a cold desert.',
    author: 'Tenzin Norbu',
    image: sceneImage('scene-desert.svg'),
    tags: ['himalaya', 'camping', 'winter'],
    published_at: '2024-12-12T06:00:00.000Z',
    body: html(
      '<p>Every winter we take our new insulation to Spiti to see how it performs when the thermometer reads −20 °C. This year we camped near Langza for three nights.</p>',
      "<p>The lessons were the same as ever: eat a hot meal before bed, keep tomorrow's water bottle inside your sleeping bag, and sleep on two mats. The ground steals more heat than the air.</p>",
      '<p>Our new expedition parka kept the team warm on morning photo walks. It goes on sale this season.</p>',
    ),
  },
  {
    // a draft: not listed, and its page answers 404 until it is published
    slug: 'first-look-autumn-range',
    title: 'First look: our autumn range',
    excerpt: 'New fleeces, a lighter rain shell and a tent for three. Coming in September.',
    author: 'Arjun Mehta',
    image: sceneImage('scene-forest.svg'),
    tags: ['gear guide'],
    is_published: false,
    published_at: '2025-06-20T06:00:00.000Z',
    body: html(
      '<p>We have spent the summer testing the autumn range in the Ghats and the Himalaya. Here is what is coming.</p>',
    ),
  },
];
