import type { ContentPage as ContentPageData } from '@/shared/public-site';
import { Spinner } from '@/web/components/ui/spinner';
import type { Loaded } from '../lib/page-data';
import { PublicLayout } from './public-layout';

/** Terms, privacy policy, our story: written in content/ and rendered by the server. */
export function ContentPage({ content }: { content: Loaded<ContentPageData> }) {
  const page = content.status === 'success' ? content.data : undefined;
  return (
    <PublicLayout title={page?.title}>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        {content.status === 'pending' && <Spinner />}
        {content.status === 'error' && <p role="alert">{content.message}</p>}
        {page && (
          <>
            <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
            <div className="prose-content" dangerouslySetInnerHTML={{ __html: page.html }} />
          </>
        )}
      </div>
    </PublicLayout>
  );
}
