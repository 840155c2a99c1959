import { Badge, type BadgeTone } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import type { CardStatus } from '../utils/tournament-stage';

const TONES: Record<CardStatus, BadgeTone> = {
  upcoming: 'info',
  registration: 'success',
  checkIn: 'warning',
  inProgress: 'danger',
  completed: 'neutral',
};

/** A tournament's stage (from its dates) or Completed, as a coloured badge. */
export function StatusBadge({ status }: { status: CardStatus }) {
  const { t } = useTranslation('tournaments');
  return (
    <Badge $tone={TONES[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
