/** Props of the map-embed section: an embedded map of the store's location (spec §3 "Map"). */
export const mapEmbedSchema = {
  type: 'object',
  properties: {
    /** Heading above the map; empty for none. @default 'Find us' */
    heading: { type: 'string', title: 'Heading', maxLength: 120, default: 'Find us' },
    /**
     * The map's embed URL (https), e.g. Google Maps' "Embed a map" link; empty: the store's
     * `google_embed_url` setting. @default ''
     */
    map_url: {
      type: 'string',
      title: 'Map embed URL (empty: the store’s map setting)',
      maxLength: 2000,
      pattern: '^(https://\\S+)?$',
      default: '',
    },
    /** The address the map shows, as text beside it; empty: the store's address. @default '' */
    address: {
      type: 'string',
      title: 'Address (empty: the store’s address)',
      maxLength: 300,
      default: '',
    },
    /** Height of the map in CSS pixels. @default 400 */
    height: { type: 'integer', title: 'Height (px)', minimum: 240, maximum: 720, default: 400 },
  },
  additionalProperties: false,
} as const;
