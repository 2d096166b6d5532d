import { useEffect, useId, useRef, useState } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useOptionalCookiesAccepted } from '../../../runtime/chrome/cookie-preferences-slot.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { Button, Container, styled } from '../../../themes/index.ts';
import { ContactIcon } from '../../../themes/ui/ContactIcon.tsx';
import { embeddableMapUrl, mapProviderOf, openInMapsUrl, storeAddressOf } from './map-url.ts';
import type { mapEmbedSchema } from './schema.ts';

const Section = styled('section', {
  display: 'grid',
  gap: '$3',
  paddingBlock: '$6',
  '& h2': { margin: 0, fontSize: '1.5rem' },
});

const Frame = styled('div', {
  position: 'relative',
  overflow: 'hidden',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  '& iframe': { display: 'block', width: '100%', height: '100%', border: 0 },
});

const Consent = styled('div', {
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: '$3',
  height: '100%',
  padding: '$5',
  textAlign: 'center',
  '& > svg': { color: '$primary' },
  '& p': { margin: 0, maxWidth: '46ch', color: '$text' },
});

const Place = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '$1 $3',
  margin: 0,
  '& address': { fontStyle: 'normal' },
  '& a': { fontWeight: 600, color: '$primary', textUnderlineOffset: '3px' },
});

/**
 * A map of the store (spec §2 "map embed", §3 "Map": `google_embed_url`): an iframe of the map's
 * embed URL, lazy. The map's provider sets cookies, so it loads only with the shopper's agreement:
 * at once when the store asks no cookie consent or the shopper accepted optional cookies, else
 * after 'Load map' (for this visit of the page; the stored choice is left as it is). The server
 * always renders the same static box with the address and an 'Open in maps' link, which also
 * stands for the map where no embed URL is set.
 */
export default function MapEmbed({
  heading,
  map_url,
  address,
  height,
}: SectionProps<typeof mapEmbedSchema>) {
  const { settings, storefront } = useStorefront();
  const id = useId();
  const accepted = useOptionalCookiesAccepted();
  const [asked, setAsked] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  const url = embeddableMapUrl(map_url || settings.google_embed_url);
  const place = address.trim() || storeAddressOf(settings);
  const allowed = !storefront.is_cookie_warning_enabled || accepted;
  const showMap = url !== null && (allowed || asked);

  // the 'Load map' button is gone once pressed: the shopper's focus moves to what it loaded
  useEffect(() => {
    if (asked) frame.current?.focus();
  }, [asked]);

  if (!url && !place) return null;
  const provider = url ? mapProviderOf(url) : null;
  const title = place ? `Map of ${place}` : heading || 'Map';

  return (
    <Container width="wide">
      <Section
        aria-labelledby={heading ? `${id}-heading` : undefined}
        aria-label={heading ? undefined : title}
      >
        {heading && <h2 id={`${id}-heading`}>{heading}</h2>}
        {url && (
          <Frame style={{ height }}>
            {showMap ? (
              <iframe
                ref={frame}
                src={url}
                title={title}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
                allowFullScreen
              />
            ) : (
              <Consent>
                <ContactIcon name="pin" size={32} />
                <p id={`${id}-note`}>
                  The map is shown by {provider}, which sets cookies. Load it to see where we are,
                  or open the address in your maps.
                </p>
                <Button
                  variant="secondary"
                  aria-describedby={`${id}-note`}
                  onClick={() => setAsked(true)}
                >
                  Load map
                </Button>
              </Consent>
            )}
          </Frame>
        )}
        {place && (
          <Place>
            <address>{place}</address>
            <a href={openInMapsUrl(place)} target="_blank" rel="noopener noreferrer">
              Open in maps
            </a>
          </Place>
        )}
      </Section>
    </Container>
  );
}
