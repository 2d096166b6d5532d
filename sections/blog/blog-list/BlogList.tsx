import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { Link } from '../../../runtime/routing/Link.tsx';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import type { BlogList as BlogListData } from '../../../schemas/api/content.ts';
import { Button, Container, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { BlogNotice, NoticeLink } from '../shared/BlogNotice.tsx';
import { listHref } from '../shared/blog-paths.ts';
import { PostCard } from '../shared/PostCard.tsx';
import { type BlogListParams, blogListParamsOf, blogListQuery } from './list-query.ts';
import type { blogListSchema } from './schema.ts';

type Props = SectionProps<typeof blogListSchema>;

const Section = styled('section', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$5',
  paddingBlock: '$6',
  minWidth: 0,
  '&[aria-busy="true"] ul[data-posts]': { opacity: 0.6 },
});

const Header = styled('div', {
  display: 'grid',
  gap: '$2',
  '& h1, & h2': { margin: 0, fontSize: 'clamp(1.5rem, 3vw, 2.25rem)', lineHeight: 1.2 },
  '& p': { margin: 0, maxWidth: '48rem', color: '$muted' },
});

// one row that scrolls sideways on a phone, so the posts stay on the first screen; wrapped above
const TagList = styled('ul', {
  display: 'flex',
  gap: '$2',
  // room for the focus ring, which the scrolling box would clip
  margin: '-$1',
  padding: '$1',
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@sm': { flexWrap: 'wrap', overflowX: 'visible' },
});

const Chip = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '40px',
  paddingInline: '$4',
  border: '1px solid $border',
  borderRadius: '$pill',
  color: '$text',
  fontSize: '$sm',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '&:hover': { borderColor: '$text' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
  '&[aria-current="page"]': {
    borderColor: '$primary',
    backgroundColor: '$primary',
    color: '$onPrimary',
    fontWeight: 600,
  },
  '& span': { opacity: 0.8 },
});

const Summary = styled('p', { margin: 0, color: '$muted' });

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@lg': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  gap: '$6 $5',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  transition: 'opacity 150ms',
});

const SkeletonCard = styled('li', { display: 'grid', gap: '$2', alignContent: 'start' });

const SkeletonMedia = styled('span', {
  display: 'block',
  aspectRatio: '1200 / 630',
  borderRadius: '$md',
  backgroundColor: '$surface',
});

const Pager = styled('nav', {
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: '$3',
  '& p': { margin: 0, color: '$muted', textAlign: 'center' },
  '& > :last-child': { justifySelf: 'end' },
});

const PageLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '$4',
  border: '1px solid $border',
  borderRadius: '$sm',
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  justifySelf: 'start',
  '&:hover': { backgroundColor: '$surface' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

/** '1 post', '7 posts'. */
export function postCount(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`;
}

/** Placeholders the size of up to three cards while the first answer is on its way. */
function GridSkeleton({ count }: { count: number }) {
  return (
    <Grid aria-hidden="true">
      {[0, 1, 2].slice(0, count).map((row) => (
        <SkeletonCard key={row}>
          <SkeletonMedia />
          <Skeleton width="30%" height="1rem" />
          <Skeleton width="80%" height="1.5rem" />
        </SkeletonCard>
      ))}
    </Grid>
  );
}

interface TagFilterProps {
  tags: BlogListData['tags'];
  current: string | null;
  path: string;
}

/** Chips that show every post or only those with one tag; plain links, so they work without JS. */
function TagFilter({ tags, current, path }: TagFilterProps) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Filter posts by tag">
      <TagList>
        <li>
          <Chip
            to={listHref(path)}
            aria-current={current === null ? 'page' : undefined}
            preventScrollReset
          >
            All posts
          </Chip>
        </li>
        {tags.map((tag) => (
          <li key={tag.name}>
            <Chip
              to={listHref(path, { tag: tag.name })}
              aria-current={current === tag.name ? 'page' : undefined}
              preventScrollReset
            >
              {tag.name} <span>({tag.count})</span>
            </Chip>
          </li>
        ))}
      </TagList>
    </nav>
  );
}

export interface BlogListViewProps extends Props {
  /** The page and tag to show (the default export reads them from the URL). */
  params: BlogListParams;
  /** The path the list's links keep (`/blogs`). */
  path: string;
  /** 1 on the blog list page, where the heading is the page's; 2 anywhere else. @default 2 */
  headingLevel?: 1 | 2;
}

/** The blog list for a given page and tag (stories and tests render it directly). */
export function BlogListView({
  heading,
  intro,
  show_tag_filter,
  show_excerpt,
  show_tags,
  show_pager,
  params,
  path,
  headingLevel = 2,
}: BlogListViewProps) {
  const api = useApi();
  const headingId = useId();
  const result = useQuery({ ...blogListQuery(api, params), placeholderData: keepPreviousData });
  const data = result.data;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const cardLevel = headingLevel === 1 ? 2 : 3;

  let body: React.ReactNode;
  if (data === undefined && result.isError) {
    body = (
      <BlogNotice title="We couldn’t load the posts." role="alert">
        <p>Please check your connection and try again.</p>
        <Button
          variant="secondary"
          onClick={() => void result.refetch()}
          loading={result.isFetching}
          loadingLabel="Trying again"
        >
          Try again
        </Button>
      </BlogNotice>
    );
  } else if (data === undefined) {
    body = <GridSkeleton count={params.perPage} />;
  } else if (data.pagination.total === 0) {
    body =
      params.tag === null ? (
        <BlogNotice title="No posts yet.">
          <p>Check back soon for trail notes, gear guides and stories.</p>
        </BlogNotice>
      ) : (
        <BlogNotice title={`No posts tagged “${params.tag}”.`}>
          <NoticeLink to={listHref(path)}>See all posts</NoticeLink>
        </BlogNotice>
      );
  } else if (data.posts.length === 0) {
    body = (
      <BlogNotice title={`There is no page ${params.page}.`}>
        <NoticeLink to={listHref(path, { tag: params.tag })}>Go to the first page</NoticeLink>
      </BlogNotice>
    );
  } else {
    const { pagination } = data;
    body = (
      <>
        <Grid data-posts="">
          {data.posts.map((post, index) => (
            <li key={post.id}>
              <PostCard
                post={post}
                headingLevel={cardLevel}
                showExcerpt={show_excerpt}
                showTags={show_tags}
                priority={index === 0 && headingLevel === 1}
              />
            </li>
          ))}
        </Grid>
        {show_pager && pagination.last_page > 1 && (
          <Pager aria-label="Blog pages">
            {pagination.page > 1 ? (
              <PageLink to={listHref(path, { tag: params.tag, page: pagination.page - 1 })}>
                Previous
              </PageLink>
            ) : (
              <span />
            )}
            <p>
              Page {pagination.page} of {pagination.last_page}
            </p>
            {pagination.page < pagination.last_page ? (
              <PageLink to={listHref(path, { tag: params.tag, page: pagination.page + 1 })}>
                Next
              </PageLink>
            ) : (
              <span />
            )}
          </Pager>
        )}
      </>
    );
  }

  return (
    <Container width="wide">
      <Section
        aria-labelledby={headingId}
        aria-busy={(data === undefined && !result.isError) || result.isPlaceholderData || undefined}
      >
        <Header>
          <Heading id={headingId}>{heading}</Heading>
          {intro && <p>{intro}</p>}
        </Header>
        {show_tag_filter && data && <TagFilter tags={data.tags} current={params.tag} path={path} />}
        {params.tag !== null && data && data.pagination.total > 0 && (
          <Summary role="status">
            {postCount(data.pagination.total)} tagged “{params.tag}”
          </Summary>
        )}
        {body}
      </Section>
    </Container>
  );
}

/**
 * Blog posts, newest first (spec §2 "/blogs", spec §7 `POST /api/blog/list`): a grid of cards
 * with picture, date, title, excerpt and tags; chips that filter by tag (`?tag=`) and Previous and
 * Next links (`?page=`), plain links read back from the URL, so they work before and without
 * JavaScript. The first page comes with the server's HTML (the section's `load`).
 */
export default function BlogList(props: Props) {
  const location = usePageLocation();
  return (
    <BlogListView
      {...props}
      params={blogListParamsOf(location.query, props)}
      path={location.path}
      headingLevel={location.pageType === 'blogs' ? 1 : 2}
    />
  );
}
