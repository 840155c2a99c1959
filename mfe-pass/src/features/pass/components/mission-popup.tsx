import { isMissionCompletable } from '@arena/contract/rules';
import {
  AppLink,
  Button,
  copyToClipboard,
  Dialog,
  Field,
  formatNumber,
  Input,
  Muted,
  type PassMission,
  type PassProgress,
  type PassTier,
  type RefusalSayings,
  sayRefusal,
  toast,
  useLocale,
} from '@arena/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useVerifyMission } from '../api/verify-mission';
import { useRevealedCode } from '../hooks/use-revealed-code';
import { useRewardLabel } from '../hooks/use-reward-label';
import { PASS_PAGE_NAMESPACE } from '../i18n';
import { completedMission, isCompletionBlocked, missionGoal } from '../utils/missions';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const CodeField = styled(Field)`
  margin-block: ${({ theme }) => theme.space(4)};
  input {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 1.1rem;
    letter-spacing: 0.04em;
    direction: ltr;
    text-align: center;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(5)};
`;

export interface MissionPopupProps {
  tier: PassTier;
  mission: PassMission;
  progress: PassProgress | null;
  progressLoading: boolean;
  onClose: () => void;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The refusals a mission verification can meet (P2 §7), by the reason the API names, in the player's language
 * (numbers in its digits): the server's English words are never shown (issue 29).
 */
const VERIFY_REFUSALS: RefusalSayings<Translate> = {
  notPassMember: (t) => t('refusals.notPassMember'),
  missionNotFound: (t) => t('refusals.missionNotFound'),
  missionNotCompletable: (t, { progress, target }) =>
    typeof progress === 'number' && typeof target === 'number'
      ? t('refusals.missionNotCompletable', { progress, target })
      : t('mission.notYet'),
};

function RewardCodeView({ sealed, onClose }: { sealed: string; onClose: () => void }) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const revealed = useRevealedCode(sealed);
  const copyRef = useRef<HTMLButtonElement>(null);
  const ready = revealed !== null;

  // The Complete Mission button this view replaced had the focus: keep it inside the dialog.
  useEffect(() => {
    if (ready) copyRef.current?.focus();
  }, [ready]);

  const copy = async () => {
    if (!revealed) return;
    try {
      // An undecryptable code is shown abbreviated but copied whole, for support to read.
      await copyToClipboard(revealed.decrypted ? revealed.text : sealed);
      toast.success(t('code.copied'));
    } catch (error) {
      console.error('[pass] Copying the reward code failed', error);
      toast.error(t('code.copyFailed'));
    }
  };

  return (
    <>
      {revealed ? (
        <CodeField>
          {t('code.label')}
          <Input readOnly value={revealed.text} data-decrypted={revealed.decrypted} />
        </CodeField>
      ) : (
        <Muted role="status">{t('code.decrypting')}</Muted>
      )}
      <Muted>
        {t('code.hint')} <AppLink href="/account/rewards">{t('code.rewardsLink')}</AppLink>
      </Muted>
      <Actions>
        <Button $variant="secondary" onClick={onClose}>
          {t('code.close')}
        </Button>
        <Button ref={copyRef} onClick={() => void copy()} disabled={!ready}>
          {t('code.copy')}
        </Button>
      </Actions>
    </>
  );
}

/**
 * The mission popup (P2 §2, §4 "Mission"): the mission's level, name, reward and progress with Complete Mission.
 * A mission that is not completable (or while progress loads, or a completion is on its way) answers Cannot
 * Complete Mission Yet; a completion shows its reward code, decrypted here, with Copy Code and Close. A refusal
 * says its reason in the player's language (or Mission not verified) and closes the popup.
 */
export default function MissionPopup({
  tier,
  mission,
  progress,
  progressLoading,
  onClose,
}: MissionPopupProps) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const locale = useLocale();
  const rewardLabel = useRewardLabel();
  const verification = useVerifyMission();
  const completed = completedMission(mission._id, progress);
  const [code, setCode] = useState<string | null>(completed?.rewardCode ?? null);
  const goal = missionGoal(mission);
  const completable = progress !== null && isMissionCompletable(goal, progress, tier.xpNeeded);
  const level = formatNumber(mission.level, locale);

  const complete = () => {
    const blocked = isCompletionBlocked({
      completable,
      loading: progressLoading,
      submitting: verification.isPending,
    });
    if (blocked) {
      toast.error(t('mission.cannotComplete'));
      return;
    }
    verification.mutate(mission._id, {
      onSuccess: (answer) => {
        toast.success(t('mission.success'));
        if (answer.data.code) setCode(answer.data.code);
        else onClose();
      },
      onError: (error) => {
        console.error('[pass] Mission verification failed', error);
        toast.error(sayRefusal(error, VERIFY_REFUSALS, t, t('mission.notVerified')));
        onClose();
      },
    });
  };

  if (code)
    return (
      <Dialog open title={t('code.title')} onClose={onClose}>
        <Facts>
          <dt>{t('mission.name')}</dt>
          <dd>{mission.name}</dd>
          <dt>{t('mission.reward')}</dt>
          <dd>{rewardLabel({ type: mission.rewardType, amount: mission.reward ?? 1 })}</dd>
        </Facts>
        <RewardCodeView sealed={code} onClose={onClose} />
      </Dialog>
    );

  return (
    <Dialog
      open
      title={t('mission.title', { level: mission.level })}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {t('mission.close')}
          </Button>
          {!completed && (
            <Button onClick={complete} aria-disabled={!completable || verification.isPending || undefined}>
              {verification.isPending ? t('mission.completing') : t('mission.complete')}
            </Button>
          )}
        </>
      }
    >
      <Facts>
        <dt>{t('mission.level')}</dt>
        <dd>{level}</dd>
        <dt>{t('mission.name')}</dt>
        <dd>{mission.name}</dd>
        <dt>{t('mission.reward')}</dt>
        <dd>{rewardLabel({ type: mission.rewardType, amount: mission.reward ?? 1 })}</dd>
        <dt>{t('mission.xp')}</dt>
        <dd>{t('levels.missionXp', { count: mission.xpReward })}</dd>
        {progress && (
          <>
            <dt>{t('mission.progress')}</dt>
            <dd>
              <bdi>
                {t('levels.missionProgress', {
                  progress: Math.min(goal.progress, goal.target),
                  target: goal.target,
                })}
              </bdi>
            </dd>
          </>
        )}
      </Facts>
      {mission.description && <Muted>{mission.description}</Muted>}
      {completed ? (
        <Muted>{t('mission.completed')}</Muted>
      ) : (
        !completable && <Muted>{t('mission.notYet')}</Muted>
      )}
    </Dialog>
  );
}
