import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.div`
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 100%;
  min-block-size: 52px;
  padding-inline: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: inherit;
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

const Chevron = styled.svg<{ $open: boolean }>`
  flex: none;
  inline-size: 20px;
  block-size: 20px;
  transform: ${({ $open }) => ($open ? 'rotate(180deg)' : 'none')};
  transition: transform 0.15s ease;
`;

const Panel = styled.div`
  padding-inline: ${({ theme }) => theme.space(4)};
  padding-block-end: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.7;
`;

/** What an `Accordion` shows for one entry: a heading and the content revealed under it. */
export interface AccordionEntry {
  id: string;
  title: string;
  content: ReactNode;
}

/** The level of the headings holding an `Accordion`'s buttons, after the page's own headings. */
export type AccordionHeadingLevel = 2 | 3 | 4;

function isActivationKey(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}

function AccordionItem({
  title,
  content,
  headingLevel,
}: Omit<AccordionEntry, 'id'> & { headingLevel: AccordionHeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonId = useId();
  const toggle = () => setOpen((value) => !value);
  // Enter and Space toggle on key down; their default (a click, on key down or key up) is cancelled so one press
  // toggles once in every browser.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isActivationKey(event.key)) return;
    event.preventDefault();
    if (!event.repeat) toggle();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (isActivationKey(event.key)) event.preventDefault();
  };
  return (
    <Item>
      <Heading>
        <Toggle
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
        >
          <span>{title}</span>
          <Chevron
            $open={open}
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" />
          </Chevron>
        </Toggle>
      </Heading>
      <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {content}
      </Panel>
    </Item>
  );
}

export interface AccordionProps {
  entries: AccordionEntry[];
  /** Names the group of entries (a `role="group"`); without it the entries stand in the page as they are. */
  label?: string;
  /** 2 by default; 3 under a section's `h2`. */
  headingLevel?: AccordionHeadingLevel;
}

/**
 * An accordion of closed entries (WAI-ARIA pattern): each heading holds a button with aria-expanded and aria-controls
 * that opens or closes its panel (a region named by the button) with a click, Enter or Space.
 *
 * @example <Accordion label={t('faq.title')} entries={faqs.map((faq) => ({ id: faq.id, title: faq.q, content: <p>{faq.a}</p> }))} />
 */
export function Accordion({ entries, label, headingLevel = 2 }: AccordionProps) {
  return (
    <List role={label ? 'group' : undefined} aria-label={label}>
      {entries.map(({ id, ...entry }) => (
        <AccordionItem key={id} headingLevel={headingLevel} {...entry} />
      ))}
    </List>
  );
}
