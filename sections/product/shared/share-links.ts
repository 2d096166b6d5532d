/** A social network a product can be shared on. */
export interface ShareTarget {
  /** Network key, e.g. `facebook`. */
  network: 'facebook' | 'x' | 'whatsapp' | 'pinterest';
  /** Accessible name of the link, e.g. `Share on Facebook`. */
  label: string;
  /** The network's share URL with the product filled in. */
  href: string;
}

/** What is shared: the product's absolute URL, its name and (for Pinterest) its picture. */
export interface ShareContent {
  url: string;
  title: string;
  /** Absolute URL of the picture; Pinterest needs one. */
  image?: string | null;
}

/**
 * The share URLs of the social networks (spec §2 "share"): Facebook, X (Twitter), WhatsApp and
 * Pinterest, each opening the network's own share screen with the product's link.
 */
export function shareTargets({ url, title, image }: ShareContent): ShareTarget[] {
  const params = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const targets: ShareTarget[] = [
    {
      network: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?${params({ u: url })}`,
    },
    {
      network: 'x',
      label: 'Share on X (Twitter)',
      href: `https://twitter.com/intent/tweet?${params({ url, text: title })}`,
    },
    {
      network: 'whatsapp',
      label: 'Share on WhatsApp',
      href: `https://wa.me/?${params({ text: `${title} ${url}` })}`,
    },
  ];
  if (image) {
    targets.push({
      network: 'pinterest',
      label: 'Share on Pinterest',
      href: `https://pinterest.com/pin/create/button/?${params({ url, media: image, description: title })}`,
    });
  }
  return targets;
}
