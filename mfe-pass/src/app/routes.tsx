import '../i18n';
import { NotFoundPage } from '@arena/shared-kit';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PassPage } from '../features/pass/components/pass-page';

// The landing page is a separate visit: its code and strings stay out of the pass page's first load.
const LandingPage = lazy(() => import(/* webpackChunkName: "landing" */ './landing-route'));

/** /me-pass is the old address of the pass page; keep its query (referral codes, tokens). */
function MePassRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/mena-pass', search, hash }} replace />;
}

/** The pass remote's route table (full paths; the shell hands it /mena-pass, /me-pass and /landing). */
export function PassRoutes() {
  return (
    <Routes>
      <Route path="/mena-pass" element={<PassPage />} />
      <Route path="/me-pass" element={<MePassRedirect />} />
      <Route
        path="/landing"
        element={
          <Suspense fallback={null}>
            <LandingPage />
          </Suspense>
        }
      />
      {/* Any other path under this remote's prefixes (P1 §2); keep src/app/route-patterns.json in step. */}
      <Route path="*" element={<NotFoundPage remote="pass" />} />
    </Routes>
  );
}
