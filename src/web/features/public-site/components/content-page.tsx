import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { contentPageQuery } from '../api/public-site-api';
import { PublicLayout } from './public-layout';

/** Terms, privacy policy, our story: written in content/ and rendered by the server. */
export function ContentPage({ name }: { name: 'terms' | 'privacy' | 'our-story' }) {
  const page = useQuery(contentPageQuery(name));
  return (
    <PublicLayout title={page.data?.title}>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        {page.isPending && <Spinner />}
        {page.isError && <p role="alert">{page.error.message}</p>}
        {page.data && (
          <>
            <h1 className="text-3xl font-bold sm:text-4xl">{page.data.title}</h1>
            <div className="prose-content" dangerouslySetInnerHTML={{ __html: page.data.html }} />
          </>
        )}
      </div>
    </PublicLayout>
  );
}

export const TermsPage = () => <ContentPage name="terms" />;
export const PrivacyPage = () => <ContentPage name="privacy" />;
export const OurStoryPage = () => <ContentPage name="our-story" />;
