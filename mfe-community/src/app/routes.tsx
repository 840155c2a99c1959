import '../i18n';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import {
  LATER_RELEASE_ROUTES,
  LaterReleasePage,
} from '../features/later-release/components/later-release-page';
import { ArticleSkeleton } from '../features/news/components/article-skeleton';
import { NewsListPage } from '../features/news/components/news-list-page';

// The article brings the HTML sanitizer; /news does not need it, so it loads with the first article.
const NewsArticlePage = lazy(() => import('../features/news/components/news-article-page'));

/** The community remote's route table (full paths; the shell routes these prefixes here). */
export function CommunityRoutes() {
  return (
    <Routes>
      <Route path="/news" element={<NewsListPage />} />
      <Route
        path="/news/:id"
        element={
          <Suspense fallback={<ArticleSkeleton />}>
            <NewsArticlePage />
          </Suspense>
        }
      />
      {LATER_RELEASE_ROUTES.map(({ path, page }) => (
        <Route key={path} path={path} element={<LaterReleasePage page={page} />} />
      ))}
      {/* Paths nobody owns get the shell's Not Found; unknown paths under this remote show nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
