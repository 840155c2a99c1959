import { mountStandalone } from '@arena/shared-kit';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import PassPreview from '../widgets/pass-preview';
import { PassRoutes } from './routes';

/** Runs the remote alone in shared-kit's minimal frame; `/` shows its home-page widget. */
export function startStandalone(): Promise<void> {
  return mountStandalone({
    name: 'pass',
    titleKey: 'standalone.title',
    links: [
      { href: '/', labelKey: 'standalone.home' },
      { href: '/mena-pass', labelKey: 'standalone.pass' },
      { href: '/landing', labelKey: 'standalone.landing' },
    ],
    content: (
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<PassPreview />} />
          <Route path="/*" element={<PassRoutes />} />
        </Routes>
      </BrowserRouter>
    ),
  });
}
