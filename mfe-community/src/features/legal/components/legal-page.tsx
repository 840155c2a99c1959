import {
  Accordion,
  formatDate,
  Heading,
  Muted,
  PageContainer,
  useLocale,
  usePageTitle,
} from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { RichText } from '../../../components/rich-text';
import { LEGAL_DOCUMENTS, type LegalDocumentName } from '../data/legal-documents';
import { LEGAL_NAMESPACE } from '../i18n';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(8)};
  h1 {
    margin-block-end: 0;
  }
`;

const Page = styled(PageContainer)`
  max-inline-size: 900px;
`;

/** The policy's effective date in the viewer's locale ("January 7, 2024" / "٧ يناير ٢٠٢٤"). */
function EffectiveDate({ date }: { date: string }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const locale = useLocale();
  const shown = formatDate(date, locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <Muted>
      {t('effectiveDate')} <time dateTime={date}>{shown}</time>
    </Muted>
  );
}

function LegalPage({ document }: { document: LegalDocumentName }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const { effectiveDate, sections } = LEGAL_DOCUMENTS[document];
  const title = t(`${document}.title`);
  usePageTitle(title);
  return (
    <Page>
      <Header>
        <Heading>{title}</Heading>
        {effectiveDate && <EffectiveDate date={effectiveDate} />}
        <Muted>{t(`${document}.intro`)}</Muted>
      </Header>
      <Accordion
        label={t('sectionsLabel')}
        entries={sections.map((id) => ({
          id,
          title: t(`${document}.sections.${id}.title`),
          content: <RichText text={t(`${document}.sections.${id}.body`)} />,
        }))}
      />
    </Page>
  );
}

/** /privacy-policy: the privacy policy's 11 sections as an accordion, with its effective date (P2 §1, §2). */
export function PrivacyPolicyPage() {
  return <LegalPage document="privacy" />;
}

/** /terms-of-use: the terms of use's 10 sections as an accordion (P2 §2). */
export function TermsOfUsePage() {
  return <LegalPage document="terms" />;
}
