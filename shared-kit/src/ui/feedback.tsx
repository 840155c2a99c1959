import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Muted } from './primitives';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  h2,
  h3 {
    margin: 0;
  }
`;

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}

/** What a list shows when it has nothing: a title, a line of text, and an optional action. */
export function EmptyState({ title, text, action, icon }: EmptyStateProps) {
  return (
    <Box data-testid="empty-state">
      {icon && <div aria-hidden="true">{icon}</div>}
      <h3>{title}</h3>
      {text && <Muted>{text}</Muted>}
      {action}
    </Box>
  );
}

export interface LoadFailedProps {
  /** What did not load, in the page's words ("Could not load the news"). */
  title: ReactNode;
  text?: ReactNode;
  /** Asks for the data again (a query's `refetch`). */
  onRetry: () => void;
}

/**
 * A list or section whose data did not load: its own sentence and a "Try again" button that asks again.
 *
 * @example <LoadFailed title={t('list.loadError')} onRetry={() => void query.refetch()} />
 */
export function LoadFailed({ title, text, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('kit');
  return (
    <EmptyState
      title={title}
      text={text}
      action={
        <Button $variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}

/**
 * Why a remote or widget could not be shown (STYLE: Grafana's typed load failures). The shell's federation runtime
 * plugin classifies a remote's load failure from the runtime's hooks and the error's type (never its message);
 * `render` is a widget that threw while drawing.
 */
export type LoadFailureKind = 'network' | 'http' | 'chunk' | 'evaluation' | 'render' | 'unknown';

export interface UnavailableProps {
  /** Compact variant for widgets on other pages. */
  compact?: boolean;
  onRetry?: () => void;
  kind?: LoadFailureKind;
}

/** "This section is temporarily unavailable", with a retry, in the current language. */
export function Unavailable({ compact, onRetry, kind = 'unknown' }: UnavailableProps) {
  const { t } = useTranslation('kit');
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <Box role="alert" data-testid="section-unavailable" data-failure={kind}>
      {compact ? <Muted>{t('unavailable.widget')}</Muted> : <h2>{t('unavailable.title')}</h2>}
      {!compact && <Muted>{t('unavailable.text')}</Muted>}
      <Button $variant="secondary" $size={compact ? 'small' : 'medium'} onClick={retry}>
        {t('retry')}
      </Button>
    </Box>
  );
}

function RenderFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('kit');
  return (
    <Box role="alert" data-testid="render-error">
      <h2>{t('renderError.title')}</h2>
      <Muted>{t('renderError.text')}</Muted>
      <Button $variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Box>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Rendered instead of the default message; receives a reset function. */
  fallback?: (reset: () => void) => ReactNode;
  /** Names the root in the console message. */
  name?: string;
}

/** Catches render errors of one root or widget so the rest of the page keeps working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[arena] ${this.props.name ?? 'a section'} failed to render`, error, info.componentStack);
  }

  reset = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.reset) : <RenderFailure onRetry={this.reset} />;
  }
}
