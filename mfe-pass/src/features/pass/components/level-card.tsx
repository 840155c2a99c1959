import { Badge, type PassMission, type PassProgress, type PassTier } from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useRewardLabel } from '../hooks/use-reward-label';
import { PASS_PAGE_NAMESPACE } from '../i18n';
import { missionGoal, missionState, type MissionState } from '../utils/missions';
import { hasXpBoost, isMilestone, type LevelCardState } from '../utils/pass-levels';

/**
 * A card's size, shared with the strip's loading skeleton so the page does not move when the levels arrive
 * (issue 28). Expanded, a card reserves the height of a level's missions (the tallest of the seeded season, in
 * Arabic): the strip keeps one height whatever the language and whether it is still loading.
 */
export const LEVEL_CARD_SIZE = {
  collapsed: { inline: '176px', block: '188px' },
  expanded: { inline: '300px', block: '302px' },
} as const;

const Card = styled.li<{ $milestone: boolean; $state?: LevelCardState; $expanded: boolean }>`
  flex: 0 0 auto;
  inline-size: ${({ $expanded }) => LEVEL_CARD_SIZE[$expanded ? 'expanded' : 'collapsed'].inline};
  min-block-size: ${({ $expanded }) => LEVEL_CARD_SIZE[$expanded ? 'expanded' : 'collapsed'].block};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  scroll-snap-align: start;
  transition: inline-size 0.2s ease;
  ${({ theme, $milestone }) =>
    $milestone &&
    css`
      border-color: ${theme.colors.primary};
      background: linear-gradient(
        160deg,
        color-mix(in srgb, ${theme.colors.primary} 18%, ${theme.colors.surface}),
        ${theme.colors.surface} 70%
      );
      box-shadow:
        0 0 0 1px color-mix(in srgb, ${theme.colors.primary} 40%, transparent),
        0 8px 24px rgb(0 0 0 / 0.35);
    `}
  ${({ theme, $state }) =>
    $state === 'active' &&
    css`
      outline: 2px solid ${theme.colors.accent};
      outline-offset: 2px;
    `}
  ${({ theme, $state }) =>
    $state === 'completed' &&
    css`
      border-color: color-mix(in srgb, ${theme.colors.success} 60%, ${theme.colors.border});
    `}
  ${({ $state }) =>
    $state === 'locked' &&
    css`
      /* Dashed, not dimmed: a faded card took its badges and missions under 4.5:1 (axe, issue 28). */
      border-style: dashed;
    `}
`;

const LevelNumber = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

const Toggle = styled.button`
  all: unset;
  cursor: pointer;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.small};
  &::after {
    /* The empty alternative text keeps the arrow out of the button's accessible name. */
    content: '▾' / '';
    font-size: 0.9rem;
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true']::after {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

const Xp = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Reward = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 22px;
`;

const Missions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space(2)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  h4 {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const MissionButton = styled.button`
  all: unset;
  box-sizing: border-box;
  cursor: pointer;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  text-align: start;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
  strong {
    font-size: 0.95rem;
  }
  span {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const stateTone = { completed: 'success', active: 'info', locked: 'neutral' } as const;
const missionTone: Record<MissionState, 'success' | 'info' | 'neutral'> = {
  completed: 'success',
  ready: 'info',
  inProgress: 'neutral',
};

export interface LevelCardProps {
  tier: PassTier;
  /** XP earned within this level (difference of cumulative values). */
  xp: number;
  /** Only for a registered player; visitors see the tier without a state. */
  state?: LevelCardState;
  /** The member's progress, for the missions' states; null for visitors and unregistered players. */
  progress: PassProgress | null;
  /** Signed out: a mission press goes to sign-in, and the missions say so. */
  signedOut: boolean;
  expanded: boolean;
  onToggle: () => void;
  onOpenMission: (tier: PassTier, mission: PassMission) => void;
}

/**
 * One level of the pass: number, XP for the level, reward, milestone and XP-boost flags; expanded, the level's
 * missions, each opening the mission popup.
 */
export function LevelCard({
  tier,
  xp,
  state,
  progress,
  signedOut,
  expanded,
  onToggle,
  onOpenMission,
}: LevelCardProps) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const rewardLabel = useRewardLabel();
  const panelId = useId();
  const milestone = isMilestone(tier);
  return (
    <Card
      $milestone={milestone}
      $state={state}
      $expanded={expanded}
      data-level={tier.level}
      data-milestone={milestone || undefined}
      data-state={state}
      data-expanded={expanded || undefined}
    >
      <Flags>
        {milestone && <Badge $tone="primary">{t('levels.milestone')}</Badge>}
        {hasXpBoost(tier.level) && <Badge $tone="success">{t('levels.xpBoost')}</Badge>}
        {state && <Badge $tone={stateTone[state]}>{t(`levels.state.${state}`)}</Badge>}
      </Flags>
      <LevelNumber>
        <Toggle type="button" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
          {t('levels.level', { level: tier.level })}
        </Toggle>
      </LevelNumber>
      <Xp>{t('levels.xp', { count: xp })}</Xp>
      <Reward>{rewardLabel(tier.reward)}</Reward>
      <Missions id={panelId} hidden={!expanded}>
        {expanded && (
          <>
            <h4>{t('levels.missions', { level: tier.level })}</h4>
            {tier.missions.length === 0 ? (
              <p>{t('levels.noMissions')}</p>
            ) : (
              <ul>
                {tier.missions.map((mission) => {
                  const goal = missionGoal(mission);
                  const status = progress ? missionState(mission._id, goal, progress, tier.xpNeeded) : null;
                  return (
                    <li key={mission._id} data-mission={mission._id} data-mission-state={status ?? undefined}>
                      <MissionButton type="button" onClick={() => onOpenMission(tier, mission)}>
                        <strong>{mission.name}</strong>
                        <span>
                          {t('levels.missionXp', { count: mission.xpReward })}
                          {progress && (
                            <bdi>
                              {t('levels.missionProgress', {
                                progress: Math.min(goal.progress, goal.target),
                                target: goal.target,
                              })}
                            </bdi>
                          )}
                          {status && (
                            <Badge $tone={missionTone[status]}>{t(`levels.missionState.${status}`)}</Badge>
                          )}
                          {signedOut && <Badge $tone="neutral">{t('levels.claimSignIn')}</Badge>}
                        </span>
                      </MissionButton>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </Missions>
    </Card>
  );
}
