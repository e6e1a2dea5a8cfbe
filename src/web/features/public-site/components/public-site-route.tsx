import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { landingContent } from '../lib/landing-content';
import { browserGetJson, loadPublicPageData, type PublicPageData } from '../lib/page-data';
import { PublicSite } from './public-site';

/**
 * The public pages inside the app's router: reached by a navigation in the app, or in
 * `npm run dev`, where no server renders them. The loader never fails: a page shows its own
 * errors.
 */
export const publicSiteRoute = {
  loader: ({ request }: LoaderFunctionArgs) =>
    loadPublicPageData(new URL(request.url), browserGetJson, landingContent),
  Component: function PublicSiteRoute() {
    const data = useLoaderData<PublicPageData | undefined>();
    return data ? <PublicSite data={data} /> : null;
  },
};
