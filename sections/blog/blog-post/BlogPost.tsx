import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { jsonForScript } from '../../../runtime/seo/json-for-script.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { Container, styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { BlogNotice, NoticeLink } from '../shared/BlogNotice.tsx';
import { BLOGS_PATH, listHref } from '../shared/blog-paths.ts';
import { PostCard, TagLink } from '../shared/PostCard.tsx';
import { pageOriginQuery } from '../shared/page-origin.ts';
import { formatPostDate } from '../shared/post-date.ts';
import { articleJsonLd } from './article-json-ld.ts';
import { cachedBlogPostQuery, postSlugOf } from './post-cache.ts';
import type { blogPostSchema } from './schema.ts';

type Props = SectionProps<typeof blogPostSchema>;

/** Width in CSS pixels the cover is requested at (1x; 2x doubles it): the article's width. */
const COVER_WIDTH = 960;

const Article = styled('article', {
  display: 'grid',
  gap: '$5',
  paddingBlock: '$6',
  minWidth: 0,
});

const Column = styled('div', {
  display: 'grid',
  gap: '$3',
  width: '100%',
  maxWidth: '720px',
  marginInline: 'auto',
});

const Back = styled(Link, {
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '44px',
  color: '$primary',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none', borderRadius: '$sm' },
});

const Title = styled('h1', {
  margin: 0,
  fontSize: 'clamp(1.75rem, 4vw, 2.5rem)',
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
});

const Meta = styled('p', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1 $3',
  margin: 0,
  color: '$muted',
  '& > span + span::before': { content: '"·"', marginInlineEnd: '$3' },
});

const Tags = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Cover = styled('div', {
  overflow: 'hidden',
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& img': { display: 'block', width: '100%', height: 'auto' },
});

const Prose = styled('div', {
  width: '100%',
  maxWidth: '720px',
  marginInline: 'auto',
  fontSize: '1.0625rem',
  lineHeight: 1.7,
  overflowWrap: 'break-word',
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& h2': { marginBlock: '$6 $3', fontSize: '1.5rem', lineHeight: 1.3 },
  '& h3': { marginBlock: '$5 $2', fontSize: '1.25rem', lineHeight: 1.3 },
  '& p, & ul, & ol': { marginBlock: '0 $4' },
  '& li + li': { marginTop: '$1' },
  '& a': { color: '$primary', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: '$md' },
  '& blockquote': {
    marginInline: 0,
    paddingInlineStart: '$4',
    borderInlineStart: '4px solid $border',
    color: '$muted',
  },
});

const Related = styled('section', {
  display: 'grid',
  gap: '$5',
  paddingBlock: '$6',
  borderTop: '1px solid $border',
  '& > h2': { margin: 0, fontSize: '1.5rem' },
});

const RelatedGrid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@sm': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  gap: '$4 $5',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The cover's attributes at the article's width, keeping its own proportions (CLS 0). */
function coverSize(image: { width: number; height: number }) {
  const width = Math.min(COVER_WIDTH, image.width);
  return { width, height: Math.max(1, Math.round((image.height / image.width) * width)) };
}

export interface BlogPostViewProps extends Props {
  /** The post to show (the default export reads it from the URL). */
  slug: string;
}

/** One post by its slug (stories and tests render it directly). */
export function BlogPostView({
  slug,
  back_label,
  show_author,
  show_tags,
  show_related,
  related_heading,
}: BlogPostViewProps) {
  const titleId = useId();
  const relatedId = useId();
  const { settings } = useStorefront();
  const origin = useQuery(pageOriginQuery()).data ?? '';
  const { data } = useQuery(cachedBlogPostQuery(slug));

  if (!data) {
    // the server could not load it (the template call found the post, so it exists)
    return (
      <Container width="normal">
        <Article>
          <BlogNotice title="This post could not be loaded." role="alert">
            <p>Please try again in a moment.</p>
            <NoticeLink to={BLOGS_PATH}>See all posts</NoticeLink>
          </BlogNotice>
        </Article>
      </Container>
    );
  }

  const { post, related } = data;
  return (
    <Container width="normal">
      <Article aria-labelledby={titleId} data-blog-post={post.slug}>
        <Column>
          {back_label && (
            <Back to={BLOGS_PATH}>
              <span aria-hidden="true">←</span> {back_label}
            </Back>
          )}
          <Title id={titleId}>{post.title}</Title>
          <Meta>
            {show_author && <span>By {post.author}</span>}
            <span>
              <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
            </span>
          </Meta>
          {show_tags && post.tags.length > 0 && (
            <Tags aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <TagLink to={listHref(BLOGS_PATH, { tag })}>{tag}</TagLink>
                </li>
              ))}
            </Tags>
          )}
        </Column>
        {post.image && (
          <Cover>
            <Image src={post.image.src} alt={post.image.alt} {...coverSize(post.image)} priority />
          </Cover>
        )}
        <Prose
          // biome-ignore lint/security/noDangerouslySetInnerHtml: safe: the body was sanitised with DOMPurify on the server, in the section's load (post-query.ts), and the browser never fetches it
          dangerouslySetInnerHTML={{ __html: post.body }}
        />
      </Article>
      {show_related && related.length > 0 && (
        <Related aria-labelledby={relatedId}>
          <h2 id={relatedId}>{related_heading}</h2>
          <RelatedGrid>
            {related.map((card) => (
              <li key={card.id}>
                <PostCard
                  post={card}
                  headingLevel={3}
                  showExcerpt={false}
                  showTags={false}
                  compact
                />
              </li>
            ))}
          </RelatedGrid>
        </Related>
      )}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; jsonForScript escapes <, > and & so no value can end the element
        dangerouslySetInnerHTML={{
          __html: jsonForScript(
            articleJsonLd(post, { origin, publisher: settings.store_name ?? null }),
          ),
        }}
      />
    </Container>
  );
}

/**
 * A blog post, `/blogs/{slug}` (spec §2, spec §7 `GET /api/blog/{slug}`): title, author, date and
 * tags, the cover picture, the article (HTML sanitised on the server), up to three related posts,
 * and its Article JSON-LD. The post comes with the server's HTML; an unknown or unpublished post
 * never gets here (the template call answers 404). Renders nothing outside a post's path.
 */
export default function BlogPost(props: Props) {
  const slug = postSlugOf(usePageLocation());
  return slug === null ? null : <BlogPostView {...props} slug={slug} />;
}
