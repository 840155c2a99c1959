import { ButtonLink, getPlatformConfig, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { CALENDAR_NAMESPACE } from '../i18n';
import { tournamentCalendarUrl } from '../utils/calendar-url';

/**
 * "Add to Calendar": downloads the tournament's schedule as an iCalendar file (the API answers it as an
 * attachment), in the page's language. Calendar apps update the events on a second import (stable UIDs).
 */
export function AddToCalendarLink({ tournamentId }: { tournamentId: string }) {
  const { t } = useTranslation(CALENDAR_NAMESPACE);
  const locale = useLocale();
  return (
    <ButtonLink
      $variant="secondary"
      $size="small"
      href={tournamentCalendarUrl(getPlatformConfig().apiUrl, tournamentId, locale)}
      download
      title={t('hint')}
    >
      {t('addToCalendar')}
    </ButtonLink>
  );
}
