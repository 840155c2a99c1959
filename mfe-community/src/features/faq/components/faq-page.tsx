import { Accordion, Heading, Muted, PageContainer, usePageTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { RichText } from '../../../components/rich-text';
import { FAQ_QUESTIONS } from '../data/faq-questions';
import { FAQ_NAMESPACE } from '../i18n';

const Page = styled(PageContainer)`
  max-inline-size: 900px;
`;

const Header = styled.header`
  margin-block-end: ${({ theme }) => theme.space(8)};
  h1 {
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
`;

const Footer = styled(Muted)`
  margin-block-start: ${({ theme }) => theme.space(8)};
`;

/** /faq: the general FAQ's 15 questions as an accordion (P2 §2 "Other pages"). */
export function FaqPage() {
  const { t } = useTranslation(FAQ_NAMESPACE);
  usePageTitle(t('pageTitle'));
  return (
    <Page>
      <Header>
        <Heading>{t('title')}</Heading>
        <Muted>{t('intro')}</Muted>
      </Header>
      <Accordion
        label={t('questionsLabel')}
        entries={FAQ_QUESTIONS.map((id) => ({
          id,
          title: t(`questions.${id}.question`),
          content: <RichText text={t(`questions.${id}.answer`)} />,
        }))}
      />
      <Footer>{t('stillNeedHelp')}</Footer>
    </Page>
  );
}
