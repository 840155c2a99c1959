import '../i18n';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LandingPage } from '../features/landing/components/landing-page';
import { PassPage } from '../features/pass/components/pass-page';

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
      <Route path="/landing" element={<LandingPage />} />
    </Routes>
  );
}
