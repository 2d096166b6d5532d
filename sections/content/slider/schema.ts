import { contentKeyProp } from '../shared/content-key.ts';

/** Props of the slider section (`GET /api/slider/{id}`). */
export const sliderSchema = {
  type: 'object',
  properties: {
    /** Key of the slider to show, e.g. `home`. */
    slider: { ...contentKeyProp, title: 'Slider (key)' },
    /** What assistive technology calls the carousel. @default 'Highlights' */
    label: {
      type: 'string',
      title: 'Name for screen readers',
      minLength: 1,
      default: 'Highlights',
    },
    /** Slide height: small 240px, medium 400px, large 560px (less on phones). @default 'large' */
    height: {
      type: 'string',
      title: 'Height',
      enum: ['small', 'medium', 'large'],
      default: 'large',
    },
    /** Position of a slide's text. @default 'left' */
    align: {
      type: 'string',
      title: 'Text position',
      enum: ['left', 'center', 'right'],
      default: 'left',
    },
    /**
     * Move to the next slide on the slider's own interval (never for shoppers who prefer reduced
     * motion; a slider with an interval of 0 never moves on its own). @default true
     */
    autoplay: { type: 'boolean', title: 'Rotate automatically', default: true },
    /** Load the first slide's image first: for a slider at the top of the page. @default false */
    priority: { type: 'boolean', title: 'Above the fold', default: false },
  },
  required: ['slider'],
  additionalProperties: false,
} as const;
