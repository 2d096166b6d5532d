import type { SectionProps } from '../../../registry/index.ts';
import { partOnIntent, usePartOnIntent } from '../../../runtime/render/part-on-intent.ts';
import type { sliderSchema } from './schema.ts';

const carousel = partOnIntent(() => import('./SliderCarousel.tsx'));

/**
 * A store's slider (`GET /api/slider/{id}`, spec §7) as an accessible carousel. Loaded on the
 * server, the first slide is in the page's HTML and shows without any script. A slider usually
 * opens the page, so its section hydrates with the page: this is all it loads then. The
 * carousel's own code (slides, buttons, rotation) loads when the shopper points at, touches or
 * tabs into it, or when its first rotation is due (runtime/render/part-on-intent.ts).
 */
export default function Slider(props: SectionProps<typeof sliderSchema>) {
  const { Part, anchor, shownSince } = usePartOnIntent(carousel);
  return <Part {...props} anchor={anchor} shownSince={shownSince} />;
}
