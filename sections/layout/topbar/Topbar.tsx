import type { SectionProps } from '../../../registry/index.ts';
import { isExternalLink, safeLinkUrl } from '../../../runtime/content/safe-url.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { styled } from '../../../themes/index.ts';
import { ContactIcon } from '../../../themes/ui/ContactIcon.tsx';
import type { topbarSchema } from './schema.ts';

const Bar = styled('div', {
  backgroundColor: '$surface',
  borderBottom: '1px solid $border',
  color: '$muted',
  fontSize: '$sm',
});

const Inner = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2 $5',
  maxWidth: '$page',
  marginInline: 'auto',
  minHeight: '36px',
  paddingBlock: '$1',
  paddingInline: '$4',
  '@md': { justifyContent: 'space-between' },
  '& a': { color: 'inherit', textDecoration: 'none' },
  '& a:hover': { color: '$text', textDecoration: 'underline' },
});

const List = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': { display: 'inline-flex', alignItems: 'center', gap: '$1' },
  // phones get the short text and links; the contacts are in the footer
  '& li[data-contact]': { display: 'none', '@md': { display: 'inline-flex' } },
});

/** The line above the header (spec §2 "Layout"): a short text, the store's contacts and links. */
export default function Topbar({ text, show_contact, links }: SectionProps<typeof topbarSchema>) {
  const { settings } = useStorefront();
  const phone = show_contact ? settings.store_phone?.trim() : undefined;
  const email = show_contact ? settings.store_email?.trim() : undefined;
  const safeLinks = links.flatMap((link) => {
    const href = safeLinkUrl(link.href);
    return href ? [{ label: link.label, href }] : [];
  });
  if (!text && !phone && !email && safeLinks.length === 0) return null;
  return (
    <Bar>
      <Inner>
        {text && <p style={{ margin: 0 }}>{text}</p>}
        {(phone || email || safeLinks.length > 0) && (
          <nav aria-label="Store contacts and links">
            <List>
              {phone && (
                <li data-contact="">
                  <ContactIcon name="phone" size={16} />
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </li>
              )}
              {email && (
                <li data-contact="">
                  <ContactIcon name="mail" size={16} />
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              )}
              {safeLinks.map((link) => (
                <li key={`${link.label}:${link.href}`}>
                  {isExternalLink(link.href) ? (
                    <a href={link.href}>{link.label}</a>
                  ) : (
                    <Link to={link.href}>{link.label}</Link>
                  )}
                </li>
              ))}
            </List>
          </nav>
        )}
      </Inner>
    </Bar>
  );
}
