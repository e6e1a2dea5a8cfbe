import type { ReactElement } from 'react';
import type { PublicPageData } from '../lib/page-data';

/**
 * The element of the public page `data` describes, loading only that page's code: the landing
 * page does not bring the blog's. The server renders with it, and the browser hydrates with it.
 */
export async function loadPublicPage(data: PublicPageData): Promise<ReactElement> {
  switch (data.page) {
    case 'landing': {
      const { LandingPage } = await import('./landing-page');
      return <LandingPage pricing={data.pricing} content={data.content} />;
    }
    case 'blog': {
      const { BlogPage } = await import('./blog-page');
      return <BlogPage posts={data.posts} tag={data.tag} />;
    }
    case 'post': {
      const { PostPage } = await import('./post-page');
      return <PostPage post={data.post} posts={data.posts} />;
    }
    case 'content': {
      const { ContentPage } = await import('./content-page');
      return <ContentPage content={data.content} />;
    }
  }
}
