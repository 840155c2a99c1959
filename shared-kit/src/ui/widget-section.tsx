import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { AppLink } from '../navigation/app-link';
import { Muted } from './primitives';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  a {
    font-weight: 600;
  }
`;

export interface WidgetSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  subtitle?: string;
  /** The "view all" link of the header. */
  link: { href: string; label: string };
  /**
   * False inside a page section that already has its own title and link (the shell's home page); the section
   * is then labelled by `title` alone.
   */
  showHeader?: boolean;
  children: ReactNode;
}

/**
 * The frame of a widget a remote exposes to other pages: a labelled section with a title, an optional subtitle
 * and a "view all" link, which the host page can hide when it draws its own.
 *
 * @example <WidgetSection title={t('latest.title')} link={{ href: '/news', label: t('latest.viewAll') }} showHeader={showHeader}>…</WidgetSection>
 */
export function WidgetSection({
  title,
  subtitle,
  link,
  showHeader = true,
  children,
  ...rest
}: WidgetSectionProps) {
  const titleId = useId();
  return (
    <Section
      aria-labelledby={showHeader ? titleId : undefined}
      aria-label={showHeader ? undefined : title}
      {...rest}
    >
      {showHeader && (
        <Header>
          <div>
            <h2 id={titleId}>{title}</h2>
            {subtitle && <Muted>{subtitle}</Muted>}
          </div>
          <AppLink href={link.href}>{link.label}</AppLink>
        </Header>
      )}
      {children}
    </Section>
  );
}
