import '../i18n';
import { NotFoundPage, Spinner } from '@arena/shared-kit';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PassPage } from '../features/pass/components/pass-page';

// The landing page is a separate visit: its code and strings stay out of the pass page's first load.
const LandingPage = lazy(() => import(/* webpackChunkName: "landing" */ './landing-route'));
// The staff desk's pass page (DESIGN §3) in the desk's shared frame, its code and strings in chunks of their own.
const StaffLayout = lazy(() => import('./staff/staff-layout').then((m) => ({ default: m.StaffLayout })));
const StaffPassPage = lazy(() =>
  import(/* webpackChunkName: "staff-pass" */ '../features/staff-pass/components/staff-pass-page').then(
    (m) => ({
      default: m.StaffPassPage,
    }),
  ),
);

/** /me-pass is the old address of the pass page; keep its query (referral codes, tokens). */
function MePassRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: '/mena-pass', search, hash }} replace />;
}

/** The pass remote's route table (full paths; the shell hands it /mena-pass, /me-pass, /landing and /staff/pass). */
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
      <Route
        path="/staff"
        element={
          <Suspense fallback={<Spinner />}>
            <StaffLayout />
          </Suspense>
        }
      >
        <Route path="pass" element={<StaffPassPage />} />
      </Route>
      {/* Any other path under this remote's prefixes (P1 §2); keep src/app/route-patterns.json in step. */}
      <Route path="*" element={<NotFoundPage remote="pass" />} />
    </Routes>
  );
}
