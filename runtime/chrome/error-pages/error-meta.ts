import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { readShellErrorData } from '../../routing/shell-errors.ts';
import { NOINDEX } from '../../seo/robots.ts';

/** The `<head>` of an error page: its title, and never indexed. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  let title = 'Oops! Error 500';
  if (isRouteErrorResponse(error)) {
    const data = readShellErrorData(error.data);
    if (data?.kind === 'unavailable') title = 'Website Unavailable';
    else if (error.status === 404) title = 'Page Not Found';
  }
  return [{ title }, { name: 'robots', content: NOINDEX }];
}
