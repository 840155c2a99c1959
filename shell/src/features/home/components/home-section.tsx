import { AppLink, Muted } from '@arena/shared-kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  /* As wide as the page, whatever the widest thing inside wants (a 320-px phone, issue 28). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: clamp(1.25rem, 2.5vw, 1.6rem);
  }
  a {
    font-weight: 600;
    white-space: nowrap;
  }
`;

export interface HomeSectionProps {
  title: string;
  text?: string;
  /** A "view all" link to the section's own page. */
  more?: { href: string; label: string };
  children: ReactNode;
  testId?: string;
}

/** A titled block of the home page; its heading labels the region for assistive technology. */
export function HomeSection({ title, text, more, children, testId }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-testid={testId}>
      <Head>
        <div>
          <h2 id={headingId}>{title}</h2>
          {text && <Muted>{text}</Muted>}
        </div>
        {more && <AppLink href={more.href}>{more.label}</AppLink>}
      </Head>
      {children}
    </Section>
  );
}
