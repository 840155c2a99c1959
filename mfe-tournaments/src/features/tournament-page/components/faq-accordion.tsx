import { localized, Muted, type Tournament, useLocale } from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { ChevronIcon } from './icons';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.div`
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 100%;
  min-block-size: 48px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: -2px;
  }
`;

const Answer = styled.div`
  padding-inline: ${({ theme }) => theme.space(4)};
  padding-block-end: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-line;
`;

function FaqItem({ title, description }: { title: string; description: string }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <Item>
      <h3>
        <Toggle aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((value) => !value)}>
          <span>{title}</span>
          <ChevronIcon open={open} />
        </Toggle>
      </h3>
      <Answer id={answerId} hidden={!open}>
        {description}
      </Answer>
    </Item>
  );
}

/** The tournament's FAQ as an accordion (WAI-ARIA: heading buttons with aria-expanded), in the viewer's language. */
export function FaqAccordion({ faqs }: { faqs: Tournament['faqs'] }) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const locale = useLocale();
  const items = (faqs ?? []).filter((faq) => localized(faq.title, locale).trim() !== '');
  if (items.length === 0) return <Muted>{t('faqs.empty')}</Muted>;
  return (
    <List>
      {items.map((faq, index) => (
        <FaqItem
          key={index}
          title={localized(faq.title, locale)}
          description={localized(faq.description, locale)}
        />
      ))}
    </List>
  );
}
