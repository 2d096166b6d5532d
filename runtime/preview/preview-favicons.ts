import type { Favicon } from '../../schemas/api/storefront.ts';

// The favicon of the store settings being edited (`previewStorefront`, issue 25), in the
// preview only. The shop's own `<link rel="icon">` elements are React's (runtime/app/root.tsx):
// they stay in place with their relation set aside, and the edited icons are links of their own.

/** Marks the links this module added. */
const PREVIEW_ICON = 'data-sf-preview-icon';
/** Keeps the relation of a shop icon set aside while the preview shows the edited ones. */
const SET_ASIDE = 'data-sf-icon-rel';
const ICON_RELS = new Set(['icon', 'shortcut icon', 'apple-touch-icon', 'mask-icon']);

/**
 * Shows `icons` as the page's favicon set instead of the shop's; `null` puts the shop's back.
 * An empty list shows none (the draft removes the favicon).
 */
export function showFavicons(icons: readonly Favicon[] | null, doc: Document = document): void {
  for (const link of doc.head.querySelectorAll(`link[${PREVIEW_ICON}]`)) link.remove();
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>(`link[${SET_ASIDE}]`)) {
    link.rel = link.getAttribute(SET_ASIDE) ?? 'icon';
    link.removeAttribute(SET_ASIDE);
  }
  if (icons === null) return;
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>('link[rel]')) {
    if (!ICON_RELS.has(link.rel.toLowerCase())) continue;
    link.setAttribute(SET_ASIDE, link.rel);
    // an unknown relation: the browser no longer takes it for an icon
    link.rel = 'sf-shop-icon';
  }
  for (const icon of icons) {
    const link = doc.createElement('link');
    link.rel = icon.rel;
    link.href = icon.href;
    if (icon.sizes) link.setAttribute('sizes', icon.sizes);
    if (icon.type) link.type = icon.type;
    link.setAttribute(PREVIEW_ICON, '');
    doc.head.append(link);
  }
}
