import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';

type Phase = 'idle' | 'loading' | 'done';

const creep = keyframes`
  from { inline-size: 0; }
  20% { inline-size: 45%; }
  to { inline-size: 90%; }
`;

const Bar = styled.div<{ $phase: Phase }>`
  position: fixed;
  inset-block-start: 0;
  inset-inline-start: 0;
  z-index: 2000;
  block-size: 3px;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  box-shadow: 0 0 8px ${({ theme }) => theme.colors.primary};
  pointer-events: none;
  ${({ $phase }) =>
    $phase === 'loading'
      ? css`
          inline-size: 90%;
          animation: ${creep} 8s cubic-bezier(0.1, 0.7, 0.3, 1) forwards;
        `
      : css`
          inline-size: 100%;
          opacity: 0;
          transition: opacity 0.3s ease 0.15s;
        `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** How long the full bar stays before it disappears after a navigation finished. */
const FINISH_MS = 450;

/**
 * The thin bar at the top during navigation (P1 §2): it starts on single-spa's `before-routing-event` and
 * completes on `routing-event`, which fires once the apps of the new route have mounted.
 */
export function NavigationProgress() {
  const { t } = useTranslation('shell');
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    let finishTimer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(finishTimer);
      setPhase('loading');
    };
    const finish = () => {
      setPhase((current) => (current === 'idle' ? 'idle' : 'done'));
      clearTimeout(finishTimer);
      finishTimer = setTimeout(() => setPhase('idle'), FINISH_MS);
    };
    window.addEventListener('single-spa:before-routing-event', start);
    window.addEventListener('single-spa:routing-event', finish);
    return () => {
      clearTimeout(finishTimer);
      window.removeEventListener('single-spa:before-routing-event', start);
      window.removeEventListener('single-spa:routing-event', finish);
    };
  }, []);

  if (phase === 'idle') return null;
  return (
    <Bar
      $phase={phase}
      role="progressbar"
      aria-label={t('progress')}
      aria-busy={phase === 'loading'}
      data-testid="navigation-progress"
      data-phase={phase}
    />
  );
}
