import { useLoaderData } from 'react-router';
import * as admin from '../../../schemas/api/endpoints/admin.ts';
import { styled } from '../../../themes/index.ts';
import { isApiError } from '../../api/api-error.ts';
import { Link } from '../../routing/Link.tsx';
import type { Route } from './+types/admin-login.ts';

/** What the Admin Panel page found out about the link's token. */
export type AdminLoginState = 'accepted' | 'refused' | 'missing' | 'unavailable';

export interface AdminLoginData {
  state: AdminLoginState;
  /**
   * The page editor with the token in the URL fragment (never sent to a server), which signs the
   * admin in; `null` unless the token was accepted and an editor origin is configured.
   */
  editorUrl: string | null;
}

/** The editor's address that signs in with `token` (examples/editor reads `#token=`). */
export function editorSignInUrl(editorOrigin: string, token: string): string {
  return `${editorOrigin.replace(/\/+$/, '')}/#token=${encodeURIComponent(token)}`;
}

/**
 * `/admin/login?token={token}` (spec §2: the 'Admin Panel' link). The store's admin is the page
 * editor (examples/editor) on its own origin: this page checks the token with the admin API
 * (`GET /api/admin/templates/home` with the bearer token) and, when it is accepted, offers the
 * editor with the token handed over in the URL fragment. A missing or refused token, or an API
 * that cannot answer, is said plainly. Never cached, never indexed, no Referer.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<AdminLoginData> {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (token === '') return { state: 'missing', editorUrl: null };
  try {
    await context.api.call(admin.template, {
      params: { pageKey: 'home' },
      headers: { authorization: `Bearer ${token}` },
      silent: true,
    });
  } catch (error) {
    const refused = isApiError(error) && (error.status === 401 || error.status === 403);
    return { state: refused ? 'refused' : 'unavailable', editorUrl: null };
  }
  const origin = context.config.editorOrigins[0];
  return { state: 'accepted', editorUrl: origin ? editorSignInUrl(origin, token) : null };
}

/** The token is in this page's URL: keep it out of caches, crawlers and other sites' logs. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
});

export const meta: Route.MetaFunction = () => [
  { title: 'Admin Panel' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const Panel = styled('main', {
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: '$5',
  minHeight: '70vh',
  padding: '$8 $4',
  textAlign: 'center',
  '& h1': { margin: 0 },
  '& p': { margin: 0, maxWidth: '36rem', color: '$muted' },
});

const Actions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '$3',
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: '$2 $5',
    borderRadius: '$sm',
    border: '1px solid $primary',
    fontWeight: 600,
    textDecoration: 'none',
  },
  '& a[data-primary]': { backgroundColor: '$primary', color: '$onPrimary' },
});

const MESSAGES: Record<AdminLoginState, string> = {
  accepted: 'Your admin token was accepted. The page editor edits this store’s pages and layout.',
  refused: 'This admin token was not accepted. Ask for a new Admin Panel link.',
  missing: 'This Admin Panel link has no admin token.',
  unavailable: 'The admin token could not be checked right now. Please try again in a moment.',
};

/** The Admin Panel page. */
export default function AdminLogin() {
  const { state, editorUrl } = useLoaderData<typeof loader>();
  return (
    <Panel id="main-content" tabIndex={-1} aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">Admin Panel</h1>
      <p role={state === 'accepted' ? 'status' : 'alert'}>{MESSAGES[state]}</p>
      {state === 'accepted' && !editorUrl && (
        <p>No page editor is configured for this store (EDITOR_ORIGINS).</p>
      )}
      <Actions>
        {editorUrl && (
          <a data-primary="" href={editorUrl} rel="noreferrer">
            Open the page editor
          </a>
        )}
        <Link to="/">Go to the store</Link>
      </Actions>
    </Panel>
  );
}
