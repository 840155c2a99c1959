import { Card, Heading, Muted, usePageTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** An unknown path under /account. */
export function AccountNotFound() {
  const { t } = useTranslation('account');
  usePageTitle(t('titles.notFound'));
  return (
    <section>
      <Heading>{t('titles.notFound')}</Heading>
      <Card>
        <Muted>{t('notFound.text')}</Muted>
        <p>
          <Link to="/account">{t('notFound.back')}</Link>
        </p>
      </Card>
    </section>
  );
}
