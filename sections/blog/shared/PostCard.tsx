import { useId } from 'react';
import { Link } from '../../../runtime/routing/Link.tsx';
import type { BlogPostCard } from '../../../schemas/api/content.ts';
import { styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { BLOGS_PATH, listHref, postPath } from './blog-paths.ts';
import { formatPostDate } from './post-date.ts';

/** Width in CSS pixels a card's picture is requested at (1x; 2x doubles it). */
export const POST_CARD_IMAGE_WIDTH = 640;

const Card = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minWidth: 0,
  height: '100%',
});

// The title's link stretches over the picture, date and title (a bigger target, one link to read).
const LinkArea = styled('div', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  variants: {
    // on a phone: a small picture beside the date and title, so a short list stays short
    compact: {
      true: {
        '@media (max-width: 639.98px)': {
          display: 'grid',
          gridTemplateColumns: '112px minmax(0, 1fr)',
          alignContent: 'start',
          gap: '$1 $3',
          '& > :first-child': { gridRow: 'span 2', alignSelf: 'start' },
        },
      },
    },
  },
});

const Media = styled('div', {
  overflow: 'hidden',
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& img': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '1200 / 630',
    objectFit: 'cover',
    transition: 'transform 300ms ease-out',
  },
  '@media (hover: hover)': { [`${LinkArea}:hover & img`]: { transform: 'scale(1.03)' } },
  '@media (prefers-reduced-motion: reduce)': { '& img': { transition: 'none' } },
});

const NoImage = styled('span', {
  display: 'block',
  aspectRatio: '1200 / 630',
});

const PostDate = styled('p', { margin: 0, color: '$muted', fontSize: '$sm' });

const Title = styled('h2', {
  margin: 0,
  fontSize: '1.125rem',
  fontWeight: 700,
  lineHeight: 1.35,
  '& a': { color: '$text', textDecoration: 'none' },
  '& a::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '$md' },
  [`${LinkArea}:hover & a`]: { textDecoration: 'underline' },
  '& a:focus-visible': { outline: 'none' },
  '& a:focus-visible::after': { boxShadow: '$focusRing' },
});

const Excerpt = styled('p', { margin: 0, color: '$muted', lineHeight: 1.55 });

const Tags = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  margin: 0,
  marginTop: 'auto',
  paddingTop: '$1',
  paddingInlineStart: 0,
  listStyle: 'none',
});

/** A small tag link (a card's tags, a post's tags). */
export const TagLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  paddingInline: '$3',
  border: '1px solid $border',
  borderRadius: '$pill',
  color: '$text',
  fontSize: '$sm',
  textDecoration: 'none',
  '&:hover': { borderColor: '$text' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

export interface PostCardProps {
  post: BlogPostCard;
  /** Heading level of the title, so it nests under the section's heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Show the excerpt under the title. @default true */
  showExcerpt?: boolean;
  /** Show the post's tags, each a link to the posts with it. @default true */
  showTags?: boolean;
  /** Load the picture eagerly with high priority: for the first row of a list. @default false */
  priority?: boolean;
  /** On a phone, a small picture beside the date and title. @default false */
  compact?: boolean;
}

/** Picture attributes at the card's width, keeping the picture's own proportions (CLS 0). */
function cardImage(image: { width: number; height: number }) {
  const width = POST_CARD_IMAGE_WIDTH;
  return { width, height: Math.max(1, Math.round((image.height / image.width) * width)) };
}

/**
 * A blog post on a list: its picture, date, title (the link to the post), excerpt and tags. The
 * picture has explicit sizes and loads lazily unless `priority` is set.
 */
export function PostCard({
  post,
  headingLevel = 2,
  showExcerpt = true,
  showTags = true,
  priority = false,
  compact = false,
}: PostCardProps) {
  const titleId = useId();
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card aria-labelledby={titleId} data-post-card={post.slug}>
      <LinkArea compact={compact}>
        <Media>
          {post.image ? (
            <Image
              src={post.image.src}
              alt={post.image.alt}
              {...cardImage(post.image)}
              priority={priority}
            />
          ) : (
            <NoImage />
          )}
        </Media>
        <PostDate>
          <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
        </PostDate>
        <Title as={heading} id={titleId}>
          <Link to={postPath(post.slug)}>{post.title}</Link>
        </Title>
      </LinkArea>
      {showExcerpt && post.excerpt && <Excerpt>{post.excerpt}</Excerpt>}
      {showTags && post.tags.length > 0 && (
        <Tags aria-label={`Tags of ${post.title}`}>
          {post.tags.map((tag) => (
            <li key={tag}>
              <TagLink to={listHref(BLOGS_PATH, { tag })}>{tag}</TagLink>
            </li>
          ))}
        </Tags>
      )}
    </Card>
  );
}
