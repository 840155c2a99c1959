import { useTranslation } from 'react-i18next';
import { getPlatformConfig, pathMatchesPrefix } from '../config/platform-config';
import { AppLink } from '../navigation/app-link';
import { usePageTitle } from '../navigation/page-title';
import { CenteredPage } from './centered-page';
import { Button, ButtonLink, Heading, Muted } from './primitives';

export interface NotFoundPageProps {
  /**
   * The remote whose router draws the page (its catch-all route, `path="*"`). On a path the live manifest gives to
   * another app (the moment between a navigation and single-spa unmounting this remote) it draws nothing; a remote
   * the manifest does not name (a test, a bare frame) always draws it.
   */
  remote?: string;
}

/** True when the live manifest names `remote` and hands `pathname` to another app. */
function ownedElsewhere(remote: string, pathname: string): boolean {
  const line = getPlatformConfig().remotes.find((candidate) => candidate.name === remote);
  return Boolean(line && !line.routes.some((route) => pathMatchesPrefix(pathname, route)));
}

function PageNotFound() {
  const { t } = useTranslation('kit');
  usePageTitle(t('notFound.title'));
  return (
    <CenteredPage>
      <p aria-hidden="true" className="code">
        404
      </p>
      <Heading>{t('notFound.title')}</Heading>
      <Muted>{t('notFound.text')}</Muted>
      <div className="actions">
        <ButtonLink as={AppLink} href="/">
          {t('notFound.goHome')}
        </ButtonLink>
        <Button $variant="secondary" onClick={() => window.history.back()}>
          {t('notFound.goBack')}
        </Button>
      </div>
    </CenteredPage>
  );
}

/**
 * The portal's one Page Not Found (P1 §2): "404", the heading (also the page title), a line of text, Go Home (to /)
 * and Go Back, in the current language. The shell draws it for a path no app owns; every remote's router draws it
 * for an unknown path under its prefixes (`<Route path="*" element={<NotFoundPage remote="community" />} />`).
 */
export function NotFoundPage({ remote }: NotFoundPageProps) {
  if (remote && ownedElsewhere(remote, window.location.pathname)) return null;
  return <PageNotFound />;
}
