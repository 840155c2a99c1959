import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { AppLink } from '../navigation/app-link';
import { Button, Muted } from './primitives';

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
  /**
   * The widget's first load is under way (`WidgetContent`'s `pending`): the section is `aria-busy`, so assistive
   * technology and a page waiting for its content (the route walk measures once no region is busy) know the
   * skeleton is not the content. Required, so no widget forgets it.
   */
  busy: boolean;
  children: ReactNode;
}

/**
 * The frame of a widget a remote exposes to other pages: a labelled section with a title, an optional subtitle
 * and a "view all" link, which the host page can hide when it draws its own.
 *
 * @example <WidgetSection title={t('latest.title')} link={{ href: '/news', label: t('latest.viewAll') }} showHeader={showHeader} busy={query.isPending}>…</WidgetSection>
 */
export function WidgetSection({
  title,
  subtitle,
  link,
  showHeader = true,
  busy,
  children,
  ...rest
}: WidgetSectionProps) {
  const titleId = useId();
  return (
    <Section
      aria-labelledby={showHeader ? titleId : undefined}
      aria-label={showHeader ? undefined : title}
      aria-busy={busy}
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

const ErrorBox = styled.div<{ $boxed: boolean }>`
  display: flex;
  ${({ theme, $boxed }) =>
    $boxed
      ? css`
          align-items: center;
          justify-content: space-between;
          gap: ${theme.space(3)};
          padding: ${theme.space(4)};
          border-radius: ${theme.radius.medium};
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
        `
      : css`
          flex-direction: column;
          align-items: flex-start;
          gap: ${theme.space(2)};
        `}
`;

export interface WidgetContentProps {
  /** The first load is under way: `skeleton` shows. */
  pending: boolean;
  /** The load failed (with nothing to show): `errorText` and a "Try again" button calling `onRetry` show. */
  failed: boolean;
  errorText: string;
  onRetry: () => void;
  /** The skeleton of the loaded content, so the page does not jump when it arrives. */
  skeleton: ReactNode;
  /** Loaded, with nothing to show: `emptyText` shows instead of the content. */
  empty?: boolean;
  emptyText?: string;
  /**
   * `boxed` (default): the error and its button on one line in a bordered box; `stacked`: the button under
   * the text, without a box, for widgets that sit in their own card.
   */
  errorLayout?: 'boxed' | 'stacked';
  /** The loaded content; a function, so it reads the data only once there is some. */
  children: () => ReactNode;
}

/**
 * The load / error-with-retry / empty / loaded switch of a widget's body, so every home widget loads, fails
 * and retries the same way. Goes inside `WidgetSection`.
 *
 * @example
 * <WidgetContent pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()}
 *   errorText={t('latest.error')} skeleton={<Cards aria-hidden="true">…</Cards>}
 *   empty={query.data?.length === 0} emptyText={t('latest.empty')}>
 *   {() => <Cards>{query.data!.map(…)}</Cards>}
 * </WidgetContent>
 */
export function WidgetContent({
  pending,
  failed,
  errorText,
  onRetry,
  skeleton,
  empty = false,
  emptyText,
  errorLayout = 'boxed',
  children,
}: WidgetContentProps) {
  const { t } = useTranslation('kit');
  if (pending) return <>{skeleton}</>;
  if (failed)
    return (
      <ErrorBox role="alert" $boxed={errorLayout === 'boxed'}>
        <Muted>{errorText}</Muted>
        <Button $variant="secondary" $size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      </ErrorBox>
    );
  if (empty) return <Muted>{emptyText}</Muted>;
  return <>{children()}</>;
}
