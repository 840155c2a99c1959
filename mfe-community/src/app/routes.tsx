import '../i18n';
import { NotFoundPage, preloadImagePicker, Spinner } from '@arena/shared-kit';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ArticleSkeleton } from '../features/news/components/article-skeleton';
import { NewsListPage } from '../features/news/components/news-list-page';

// The article brings the HTML sanitizer; /news does not need it, so it loads with the first article.
const NewsArticlePage = lazy(
  () => import(/* webpackChunkName: "news-article" */ '../features/news/components/news-article-page'),
);
const LoyaltyLeaderboardPage = lazy(
  () =>
    import(
      /* webpackChunkName: "loyalty-leaderboard" */ '../features/loyalty-leaderboard/components/loyalty-leaderboard-page'
    ),
);
const BugReportPage = lazy(
  () => import(/* webpackChunkName: "bug-report" */ '../features/bug-report/components/bug-report-page'),
);
// The translation tool (a developer tool, with its own strings): only its visitors load it.
const TranslationsPage = lazy(
  () =>
    import(/* webpackChunkName: "translations" */ '../features/translations/components/translations-page'),
);
// Legal pages, FAQ and changelog: long texts in their own namespaces, loaded only by their visitors.
const PrivacyPolicyPage = lazy(() =>
  import(/* webpackChunkName: "legal" */ '../features/legal/components/legal-page').then((m) => ({
    default: m.PrivacyPolicyPage,
  })),
);
const TermsOfUsePage = lazy(() =>
  import(/* webpackChunkName: "legal" */ '../features/legal/components/legal-page').then((m) => ({
    default: m.TermsOfUsePage,
  })),
);
const FaqPage = lazy(() =>
  import(/* webpackChunkName: "faq" */ '../features/faq/components/faq-page').then((m) => ({
    default: m.FaqPage,
  })),
);
const ChangelogPage = lazy(() =>
  import(/* webpackChunkName: "changelog" */ '../features/changelog/components/changelog-page').then((m) => ({
    default: m.ChangelogPage,
  })),
);

// The staff desk's news and home page desks (DESIGN §3, issue 31) in the desk's shared frame, each in chunks of
// their own.
const StaffLayout = lazy(() => import('./staff/staff-layout').then((m) => ({ default: m.StaffLayout })));
const StaffNewsPage = lazy(() =>
  import(/* webpackChunkName: "staff-news" */ '../features/staff-news/components/staff-news-page').then(
    (m) => ({
      default: m.StaffNewsPage,
    }),
  ),
);
// The editor (with marked for its previews) is one chunk for new and existing posts; it draws image pickers for
// the covers, whose code comes with the page's (no late appearance).
const newsEditor = () =>
  Promise.all([
    import(/* webpackChunkName: "staff-news-editor" */ './staff/news-editor-routes'),
    preloadImagePicker(),
  ]).then(([m]) => m);
const NewNewsPostRoute = lazy(() => newsEditor().then((m) => ({ default: m.NewNewsPostRoute })));
const EditNewsPostRoute = lazy(() => newsEditor().then((m) => ({ default: m.EditNewsPostRoute })));

// The home page desk (issue 31): the slide list, and the slide form with its image pickers in a chunk of its own.
const StaffHomePage = lazy(() =>
  import(/* webpackChunkName: "staff-home" */ '../features/staff-home/components/staff-home-page').then(
    (m) => ({ default: m.StaffHomePage }),
  ),
);
const slideEditor = () =>
  Promise.all([
    import(
      /* webpackChunkName: "staff-home-editor" */ '../features/staff-home/components/editor/slide-editor-page'
    ),
    preloadImagePicker(),
  ]).then(([m]) => m);
const NewSlidePage = lazy(() => slideEditor().then((m) => ({ default: m.NewSlidePage })));
const EditSlidePage = lazy(() => slideEditor().then((m) => ({ default: m.EditSlidePage })));

const STATIC_PAGES = [
  { path: '/privacy-policy', Page: PrivacyPolicyPage },
  { path: '/terms-of-use', Page: TermsOfUsePage },
  { path: '/faq', Page: FaqPage },
  { path: '/changelog', Page: ChangelogPage },
];

/**
 * The community remote's route table (full paths; the shell routes these prefixes here, and /staff/news and
 * /staff/home).
 */
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
      <Route
        path="/bug-report"
        element={
          <Suspense fallback={null}>
            <BugReportPage />
          </Suspense>
        }
      />
      <Route
        path="/translations"
        element={
          <Suspense fallback={null}>
            <TranslationsPage />
          </Suspense>
        }
      />
      <Route
        path="/loyalty-leaderboard"
        element={
          <Suspense fallback={null}>
            <LoyaltyLeaderboardPage />
          </Suspense>
        }
      />
      {STATIC_PAGES.map(({ path, Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          }
        />
      ))}
      <Route
        path="/staff"
        element={
          <Suspense fallback={<Spinner />}>
            <StaffLayout />
          </Suspense>
        }
      >
        <Route path="news" element={<StaffNewsPage />} />
        <Route path="news/new" element={<NewNewsPostRoute />} />
        <Route path="news/:id" element={<EditNewsPostRoute />} />
        <Route path="home" element={<StaffHomePage />} />
        <Route path="home/new" element={<NewSlidePage />} />
        <Route path="home/:id" element={<EditSlidePage />} />
      </Route>
      {/* Any other path under this remote's prefixes (P1 §2); keep src/app/route-patterns.json in step. */}
      <Route path="*" element={<NotFoundPage remote="community" />} />
    </Routes>
  );
}
