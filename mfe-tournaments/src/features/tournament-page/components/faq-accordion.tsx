import { Accordion, localized, Muted, type Tournament, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';

const Answer = styled.div`
  white-space: pre-line;
`;

/** The tournament's FAQ as an accordion (WAI-ARIA: heading buttons with aria-expanded), in the viewer's language. */
export function FaqAccordion({ faqs }: { faqs: Tournament['faqs'] }) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const locale = useLocale();
  const items = (faqs ?? []).filter((faq) => localized(faq.title, locale).trim() !== '');
  if (items.length === 0) return <Muted>{t('faqs.empty')}</Muted>;
  return (
    <Accordion
      headingLevel={3}
      entries={items.map((faq, index) => ({
        id: String(index),
        title: localized(faq.title, locale),
        content: <Answer>{localized(faq.description, locale)}</Answer>,
      }))}
    />
  );
}
