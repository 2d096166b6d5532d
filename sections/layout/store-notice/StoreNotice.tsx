import { useEffect } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { globalCss, Icon, styled } from '../../../themes/index.ts';
import {
  clearStaleMark,
  NOTICE_CLOSED_CLASS,
  noticeFingerprint,
  preNoticeScript,
  useNoticeClosed,
  useServerOrHydrating,
} from './notice-state.ts';
import type { storeNoticeSchema } from './schema.ts';

// A closed notice is hidden by this rule before React runs, so a reload never flashes it.
const closedRule = globalCss({
  [`.${NOTICE_CLOSED_CLASS} [data-sf-store-notice]`]: { display: 'none' },
});

const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '40px',
  paddingBlock: '$2',
  paddingInline: '$7',
  position: 'relative',
  fontSize: '$sm',
  textAlign: 'center',
  '& a': { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px' },
});

const CloseButton = styled('button', {
  position: 'absolute',
  insetInlineEnd: '$2',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 0,
  borderRadius: '$sm',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.15)' },
  '&:focus-visible': { outlineColor: 'currentColor' },
});

/** `shop-online` → `/shop-online`; paths and absolute URLs stay as they are. */
function noticeHref(link: string): string {
  return /^(\/|https?:\/\/)/i.test(link) ? link : `/${link.replace(/^\/+/, '')}`;
}

/**
 * The store notice bar above the header (spec §2 "Layout"): the store's message in its colours,
 * optionally linking to the notice page, and closable for the rest of the session when clearable.
 */
export default function StoreNotice(props: SectionProps<typeof storeNoticeSchema>) {
  const { storefront } = useStorefront();
  const message =
    props.message?.trim() ||
    (storefront.is_store_notice_enabled ? storefront.store_notice_message.trim() : '');
  const background = props.background_color ?? storefront.store_notice_bg_color;
  const color = props.text_color ?? storefront.store_notice_text_color;
  const link = props.link ?? storefront.store_notice_page_slug;
  const clearable = props.clearable ?? storefront.is_store_notice_clearable;

  const fingerprint = noticeFingerprint(message);
  const [closed, close] = useNoticeClosed(fingerprint);
  const serverOrHydrating = useServerOrHydrating();
  closedRule();

  useEffect(() => {
    if (clearable && !closed) clearStaleMark(fingerprint);
  }, [clearable, closed, fingerprint]);

  if (!message || (clearable && closed)) return null;
  // colour inline like the bar's: the notice keeps its contrast even without the stylesheet
  const text = link ? (
    <Link to={noticeHref(link)} style={{ color }}>
      {message}
    </Link>
  ) : (
    message
  );
  return (
    <>
      {clearable && serverOrHydrating && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: safe: a constant script around a base-36 fingerprint (see preNoticeScript); it only reads sessionStorage and sets a class
        <script dangerouslySetInnerHTML={{ __html: preNoticeScript(fingerprint) }} />
      )}
      <Bar
        role="region"
        aria-label="Store notice"
        data-sf-store-notice={clearable ? fingerprint : undefined}
        style={{ backgroundColor: background, color }}
      >
        <p style={{ margin: 0 }}>{text}</p>
        {clearable && (
          <CloseButton type="button" aria-label="Close notice" onClick={close}>
            <Icon name="close" size={18} />
          </CloseButton>
        )}
      </Bar>
    </>
  );
}
