import { Card, Heading, Muted, usePageTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';

/** A route whose screen arrives in a later release: its title and a short note. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('account');
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <section>
      <Heading>{title}</Heading>
      <Card>
        <Muted>{t('placeholder.text')}</Muted>
      </Card>
    </section>
  );
}
