import { useState, useSyncExternalStore } from 'react';
import { Icon, styled } from '../../../themes/index.ts';
import { ContactIcon } from '../../../themes/ui/ContactIcon.tsx';
import { type ShareContent, type ShareTarget, shareTargets } from './share-links.ts';

const Bar = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  '& > span': { fontWeight: 600, marginInlineEnd: '$1' },
});

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$1',
  minWidth: '40px',
  height: '40px',
  paddingInline: '$2',
  border: '1px solid $border',
  borderRadius: '$pill',
  backgroundColor: '$background',
  color: '$text',
  font: 'inherit',
  fontSize: '$sm',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surface' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
} as const;
const Action = styled('button', control);
const Network = styled('a', control);
const Note = styled('span', { color: '$muted', fontSize: '$sm' });

const ICONS = {
  facebook: <ContactIcon name="facebook" size={18} />,
  x: <ContactIcon name="twitter" size={18} />,
  whatsapp: <Icon name="chat" size={18} />,
  pinterest: <ContactIcon name="pinterest" size={18} />,
} as const satisfies Record<ShareTarget['network'], unknown>;

const noSubscription = () => () => {};
const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share (spec §2 "share"): the device's own share sheet where the browser has one, Copy link, and
 * the share screens of Facebook, X, WhatsApp and Pinterest. The native button shows after
 * hydration only, since the server cannot know the browser; until then it keeps its place hidden.
 */
export function ShareBar(content: ShareContent) {
  const native = useSyncExternalStore(noSubscription, canShareNatively, () => false);
  const [note, setNote] = useState('');

  const share = async () => {
    try {
      await navigator.share({ title: content.title, url: content.url });
    } catch {
      // the shopper closed the share sheet: nothing to say
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content.url);
      setNote('Link copied');
    } catch {
      setNote('The link could not be copied');
    }
  };

  return (
    <Bar role="group" aria-label="Share this product">
      <span aria-hidden="true">Share</span>
      <Action type="button" onClick={copy}>
        Copy link
      </Action>
      {shareTargets(content).map((target) => (
        <Network
          key={target.network}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={target.label}
          data-share={target.network}
        >
          {ICONS[target.network]}
        </Network>
      ))}
      {/* rendered from the start and shown once the browser says it can share: its space is kept,
          so nothing moves when it appears (CLS 0) */}
      <Action type="button" onClick={share} style={native ? undefined : { visibility: 'hidden' }}>
        Share…
      </Action>
      <Note role="status">{note}</Note>
    </Bar>
  );
}
