import { AppLink, Button, ButtonLink, Heading, Muted, usePageTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../../../app/layout/centered-page';

/** Page Not Found for any path owned by neither the shell nor a remote (P1 §2). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
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
