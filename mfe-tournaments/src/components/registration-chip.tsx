import '../i18n';
import { Badge, type RegistrationStatus } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_CHIPS } from '../utils/registration-chips';

/** The player's registration status as a coloured chip (P1 §4). */
export function RegistrationChip({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('tournaments');
  const chip = REGISTRATION_CHIPS[status];
  if (!chip) return null;
  return (
    <Badge $tone={chip.tone} data-registration={status} data-testid="registration-chip">
      {t(`registration.${chip.label}`)}
    </Badge>
  );
}
