import type { z } from 'zod';
import { mediaUrl } from '../media.ts';
import type { sizeChartRecordSchema } from './records.ts';

/** File of the footwear chart's picture (drawn by size-chart-art.ts). */
export const FOOTWEAR_CHART_FILE = 'size-chart-footwear.svg';

/** Size charts: clothing as a table, footwear as a table with a measuring picture. */
export const sizeCharts = [
  {
    key: 'apparel',
    name: 'Clothing sizes',
    rows: [
      ['Size', 'Chest (cm)', 'Waist (cm)', 'Hip (cm)'],
      ['XS', '84–89', '70–75', '86–91'],
      ['S', '90–95', '76–81', '92–97'],
      ['M', '96–101', '82–87', '98–103'],
      ['L', '102–107', '88–93', '104–109'],
      ['XL', '108–113', '94–99', '110–115'],
      ['XXL', '114–120', '100–106', '116–122'],
    ],
  },
  {
    key: 'footwear',
    name: 'Footwear sizes',
    image: {
      src: mediaUrl(FOOTWEAR_CHART_FILE),
      alt: 'Measure your foot from the heel to the tip of the longest toe',
      width: 600,
      height: 300,
    },
    rows: [
      ['UK', 'EU', 'US men', 'Foot length (cm)'],
      ['6', '39', '7', '24.5'],
      ['7', '40.5', '8', '25.4'],
      ['8', '42', '9', '26.2'],
      ['9', '43', '10', '27.1'],
      ['10', '44.5', '11', '27.9'],
      ['11', '46', '12', '28.8'],
    ],
  },
] satisfies z.input<typeof sizeChartRecordSchema>[];
