import { Muted, Skeleton, type PassMission, type PassProgress, type PassTier } from '@arena/shared-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStripScroll } from '../hooks/use-strip-scroll';
import { PASS_PAGE_NAMESPACE } from '../i18n';
import { levelCardState, xpForLevel } from '../utils/pass-levels';
import { LEVEL_CARD_SIZE, LevelCard } from './level-card';

const Strip = styled.ul`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  padding-block: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding-inline: ${({ theme }) => theme.space(1)};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scroll-snap-type: inline mandatory;
  scroll-padding-inline: ${({ theme }) => theme.space(1)};
  cursor: grab;
  &[data-dragging] {
    cursor: grabbing;
    scroll-snap-type: none;
    user-select: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
  }
`;

const Hint = styled(Muted)`
  margin-block: 0 ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
`;

export interface LevelStripProps {
  tiers: PassTier[];
  progress: PassProgress | null;
  signedOut: boolean;
  onOpenMission: (tier: PassTier, mission: PassMission) => void;
}

/** The strip while the levels load: the same hint, padding and card sizes (the first level opens expanded). */
export function LevelStripSkeleton() {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  return (
    <>
      <Hint>{t('levels.hint')}</Hint>
      <Strip as="div" aria-hidden="true" data-testid="levels-skeleton">
        {Array.from({ length: 6 }, (_, index) => {
          const size = LEVEL_CARD_SIZE[index === 0 ? 'expanded' : 'collapsed'];
          return (
            <Skeleton
              key={index}
              $width={size.inline}
              $height={LEVEL_CARD_SIZE.expanded.block}
              style={{ flex: 'none' }}
            />
          );
        })}
      </Strip>
    </>
  );
}

/** The level a member works toward (the one after their current level), or level 1. */
function levelToOpen(tiers: PassTier[], progress: PassProgress | null): number | null {
  if (tiers.length === 0) return null;
  const last = tiers[tiers.length - 1].level;
  return Math.min(last, Math.max(tiers[0].level, (progress?.currentLevel ?? 0) + 1));
}

/** Scrolls the strip (only the strip, not the page) so a card starts at its inline start. */
function revealCard(strip: HTMLElement, card: HTMLElement | null): void {
  if (!card) return;
  const stripBox = strip.getBoundingClientRect();
  const cardBox = card.getBoundingClientRect();
  const rightToLeft = getComputedStyle(strip).direction === 'rtl';
  strip.scrollLeft += rightToLeft ? cardBox.right - stripBox.right : cardBox.left - stripBox.left;
}

/**
 * The levels side by side: dragged with a mouse, swiped, or scrolled with the arrow keys. One card is expanded at
 * a time (at first the level the member works toward), showing its missions.
 */
export function LevelStrip({ tiers, progress, signedOut, onOpenMission }: LevelStripProps) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const hintId = useId();
  const scroll = useStripScroll<HTMLUListElement>();
  const [expanded, setExpanded] = useState<number | null>(() => levelToOpen(tiers, progress));
  const revealed = useRef(false);
  const currentLevel = progress?.currentLevel;

  // Once the member's level is known, open (and scroll to) the level they work toward.
  useEffect(() => {
    if (revealed.current || currentLevel === undefined) return;
    revealed.current = true;
    const level = levelToOpen(tiers, progress);
    setExpanded(level);
    const strip = scroll.ref.current;
    if (strip && level !== null)
      revealCard(strip, strip.querySelector<HTMLElement>(`[data-level="${level}"]`));
    // Only the first known level matters: later progress changes keep the player's own choice.
  }, [currentLevel, progress, tiers, scroll.ref]);

  return (
    <>
      <Hint id={hintId}>{t('levels.hint')}</Hint>
      {/* A focusable scroll region: the arrow keys scroll it, as does dragging it. */}
      <Strip aria-label={t('levels.stripLabel')} aria-describedby={hintId} tabIndex={0} {...scroll}>
        {tiers.map((tier) => (
          <LevelCard
            key={tier.level}
            tier={tier}
            xp={xpForLevel(tiers, tier.level)}
            state={progress ? levelCardState(tier, progress) : undefined}
            progress={progress}
            signedOut={signedOut}
            expanded={expanded === tier.level}
            onToggle={() => setExpanded((open) => (open === tier.level ? null : tier.level))}
            onOpenMission={onOpenMission}
          />
        ))}
      </Strip>
    </>
  );
}
