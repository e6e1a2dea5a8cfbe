import type { PublicPageData } from '../lib/page-data';
import { BlogPage } from './blog-page';
import { ContentPage } from './content-page';
import { LandingPage } from './landing-page';
import { PostPage } from './post-page';

/** The public page `data` describes, with everything it shows. */
export function PublicSite({ data }: { data: PublicPageData }) {
  switch (data.page) {
    case 'landing':
      return <LandingPage pricing={data.pricing} content={data.content} />;
    case 'blog':
      return <BlogPage posts={data.posts} tag={data.tag} />;
    case 'post':
      return <PostPage post={data.post} posts={data.posts} />;
    case 'content':
      return <ContentPage content={data.content} />;
  }
}
