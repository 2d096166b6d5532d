import { useQuery } from '@tanstack/react-query';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { useCookiePreferencesOpener } from '../../../runtime/chrome/cookie-preferences-slot.ts';
import { menuQuery } from '../../../runtime/content/menu-query.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { MenuItem } from '../../../schemas/api/content.ts';
import { Button, preloadDialog, styled, VisuallyHidden } from '../../../themes/index.ts';
import { ContactIcon } from '../../../themes/ui/ContactIcon.tsx';
import { FooterLink } from './FooterLink.tsx';
import type { footerSchema } from './schema.ts';
import { socialLinks } from './social-links.ts';

const Bar = styled('footer', {
  marginTop: '$7',
  backgroundColor: '$surface',
  borderTop: '1px solid $border',
  color: '$text',
  fontSize: '0.9375rem',
});

const Inner = styled('div', {
  maxWidth: '$page',
  marginInline: 'auto',
  padding: '$6 $4 $5',
});

const Columns = styled('div', {
  display: 'grid',
  gap: '$5',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  '& h2': { margin: '0 0 $3', fontSize: '1rem' },
  '& ul': { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '$2' },
  '& a': { color: 'inherit', textDecoration: 'none' },
  '& a:hover': { color: '$primary', textDecoration: 'underline' },
  '& address': { fontStyle: 'normal', display: 'grid', gap: '$2' },
});

const Bottom = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  marginTop: '$6',
  paddingTop: '$4',
  borderTop: '1px solid $border',
  color: '$muted',
  fontSize: '$sm',
  '& p': { margin: 0 },
});

const Social = styled('ul', {
  display: 'flex',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: '$pill',
    color: '$text',
  },
  '& a:hover': { backgroundColor: '$background', color: '$primary' },
});

const ContactLine = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$2' });

/** Top-level items with sub-items become columns; the others gather in one 'Links' column. */
function menuColumns(items: readonly MenuItem[]): { title: string; links: readonly MenuItem[] }[] {
  const columns = items
    .filter((item) => item.children.length > 0)
    .map((item) => ({ title: item.label, links: item.children }));
  const loose = items.filter((item) => item.children.length === 0);
  return loose.length > 0 ? [...columns, { title: 'Links', links: loose }] : columns;
}

/**
 * The store footer (spec §2 "Layout"): the footer menu in columns, the store's details and social
 * profiles from its settings, and the 'Manage Cookies' button when the cookie warning is on.
 */
export default function Footer({
  menu_id,
  show_store_details,
  show_social,
  copyright,
}: SectionProps<typeof footerSchema>) {
  const api = useApi();
  const { storefront, settings } = useStorefront();
  const menu = useQuery(menuQuery(api, menu_id)).data;
  const openCookiePreferences = useCookiePreferencesOpener();

  const storeName = settings.store_name?.trim() ?? '';
  const addressLines = [
    ...(settings.store_address ?? '').split('\n'),
    [settings.store_state, settings.store_country].filter(Boolean).join(', '),
  ]
    .map((line) => line.trim())
    .filter(Boolean);
  const email = settings.store_email?.trim();
  const phone = settings.store_phone?.trim();
  const hasDetails = show_store_details && (storeName || addressLines.length > 0 || email || phone);
  const social = show_social ? socialLinks(settings) : [];
  const showCookieManager =
    storefront.is_cookie_warning_enabled && storefront.show_cookie_manage && openCookiePreferences;
  const line = copyright.trim() || `© ${new Date().getFullYear()} ${storeName}`.trim();

  return (
    <Bar>
      <Inner>
        <Columns>
          {hasDetails && (
            <section aria-labelledby="sf-footer-store">
              <h2 id="sf-footer-store">{storeName || 'Contact'}</h2>
              <address>
                {addressLines.length > 0 && (
                  <span>
                    {addressLines.map((addressLine, index) => (
                      <span key={addressLine}>
                        {index > 0 && <br />}
                        {addressLine}
                      </span>
                    ))}
                  </span>
                )}
                {email && (
                  <ContactLine>
                    <ContactIcon name="mail" size={18} />
                    <a href={`mailto:${email}`}>{email}</a>
                  </ContactLine>
                )}
                {phone && (
                  <ContactLine>
                    <ContactIcon name="phone" size={18} />
                    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                  </ContactLine>
                )}
              </address>
            </section>
          )}
          {menuColumns(menu?.items ?? []).map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={`${link.label}:${link.url}`}>
                    <FooterLink url={link.url}>{link.label}</FooterLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Columns>
        <Bottom>
          <p>{line}</p>
          {showCookieManager && (
            <Button
              variant="ghost"
              size="sm"
              onClick={openCookiePreferences}
              onPointerEnter={preloadDialog}
              onFocus={preloadDialog}
            >
              Manage Cookies
            </Button>
          )}
          {social.length > 0 && (
            <Social aria-label="Social media">
              {social.map((link) => (
                <li key={link.key}>
                  <a href={link.href} rel="noopener noreferrer">
                    <ContactIcon name={link.key} size={20} />
                    <VisuallyHidden>{link.name}</VisuallyHidden>
                  </a>
                </li>
              ))}
            </Social>
          )}
        </Bottom>
      </Inner>
    </Bar>
  );
}
