import { defineSection } from '../../../registry/index.ts';
import { sliderSchema } from './schema.ts';
import { sliderQuery } from './slider-query.ts';

export const slider = defineSection({
  key: 'slider',
  title: 'Slider',
  group: 'content',
  schema: sliderSchema,
  component: () => import('./Slider.tsx'),
  load: (props, ctx) => [sliderQuery(ctx.api, props.slider)],
  presets: [
    {
      name: 'Hero slider',
      props: {
        slider: 'home',
        label: 'Highlights',
        height: 'large',
        align: 'left',
        autoplay: true,
        priority: true,
      },
    },
    {
      name: 'Still banner row',
      props: {
        slider: 'home',
        label: 'Featured',
        height: 'medium',
        align: 'center',
        autoplay: false,
        priority: false,
      },
    },
  ],
});
