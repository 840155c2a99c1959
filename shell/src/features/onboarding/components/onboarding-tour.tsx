import { AppLink, Button, ButtonLink, Card, Dialog, Muted, useSession } from '@arena/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TOUR_NAMESPACE } from '../i18n';
import { isTourDone, markTourDone, TOUR_STEPS } from '../utils/tour-steps';

const Progress = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Dots = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  li {
    inline-size: 8px;
    block-size: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
  }
  li[aria-current='step'] {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Spacer = styled.span`
  margin-inline-end: auto;
`;

/** The tour itself: one modal dialog, Back / Next / Finish, Skip; Escape closes it like Skip. */
export function TourDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(TOUR_NAMESPACE);
  const [index, setIndex] = useState(0);
  const step = TOUR_STEPS[index];
  const isLast = index === TOUR_STEPS.length - 1;
  const pageName = step.page ? t(`steps.${step.key}.page`) : null;
  return (
    <Dialog
      open
      title={t(`steps.${step.key}.title`)}
      onClose={onClose}
      actions={
        <>
          <Button $variant="ghost" onClick={onClose}>
            {t('skip')}
          </Button>
          <Spacer />
          {index > 0 && (
            <Button $variant="secondary" onClick={() => setIndex(index - 1)}>
              {t('back')}
            </Button>
          )}
          {isLast ? (
            <Button onClick={onClose}>{t('finish')}</Button>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>{t('next')}</Button>
          )}
        </>
      }
    >
      <Progress aria-live="polite">{t('progress', { step: index + 1, total: TOUR_STEPS.length })}</Progress>
      <p>{t(`steps.${step.key}.text`)}</p>
      {step.page && pageName && (
        <ButtonLink as={AppLink} href={step.page} $variant="secondary" $size="small" onClick={onClose}>
          {t('open', { page: pageName })}
        </ButtonLink>
      )}
      <Dots aria-hidden="true">
        {TOUR_STEPS.map((candidate, position) => (
          <li key={candidate.key} aria-current={position === index ? 'step' : undefined} />
        ))}
      </Dots>
    </Dialog>
  );
}

const PromptCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  > div:first-child {
    flex: 1 1 280px;
  }
`;

/**
 * What the home page shows a signed-in player who has not taken or declined the tour yet: an invitation in the
 * page flow (never a pop-up over the page), then the tour. Once finished, skipped or declined it is not offered
 * again on this device; the "Take the tour" button of How to start replays it any time.
 */
export function TourInvitation() {
  const { t } = useTranslation(TOUR_NAMESPACE);
  const userId = useSession((state) => state.user?.id ?? null);
  const [state, setState] = useState<'offered' | 'touring' | 'done'>(() =>
    userId && !isTourDone(userId) ? 'offered' : 'done',
  );
  if (!userId || state === 'done') return null;
  const finish = () => {
    markTourDone(userId);
    setState('done');
  };
  if (state === 'touring') return <TourDialog onClose={finish} />;
  return (
    <PromptCard as="section" aria-labelledby="tour-prompt-title">
      <div>
        <h2 id="tour-prompt-title">{t('prompt.title')}</h2>
        <Muted>{t('prompt.text')}</Muted>
      </div>
      <Button onClick={() => setState('touring')}>{t('prompt.start')}</Button>
      <Button $variant="ghost" onClick={finish}>
        {t('prompt.dismiss')}
      </Button>
    </PromptCard>
  );
}
