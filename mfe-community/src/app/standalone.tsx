import { mountStandalone } from '@arena/shared-kit';
import { BrowserRouter } from 'react-router-dom';
import { CommunityRoutes } from './routes';

/** Runs the remote alone in shared-kit's minimal frame. */
export function startStandalone(): Promise<void> {
  return mountStandalone({
    name: 'community',
    titleKey: 'standalone.title',
    links: [{ href: '/news', labelKey: 'standalone.news' }],
    content: (
      <BrowserRouter>
        <CommunityRoutes />
      </BrowserRouter>
    ),
  });
}
