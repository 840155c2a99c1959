import { Alert, formatDate, Muted, TextField, timeZoneAbbreviation, useLocale } from '@arena/shared-kit';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { instantOfLocalInput, organizerTimeZone } from '../../utils/local-time';
import { scheduleFieldsOf, type TournamentFormValues } from '../../utils/tournament-form';
import { FieldRow, useProblemText } from './form-parts';

const UTC_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
};

/**
 * The schedule (P1 §2 "Schedule page"): registration opens and closes, check-in opens, the start and the end, as
 * date-time inputs in the organizer's time zone, each with the same moment in UTC beneath it; a ladder registers
 * until its start and has no check-in, so it shows three. A published tournament says that registered players are
 * told of a change.
 */
export function ScheduleFields({ published }: { published: boolean }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const { register, watch } = useFormContext<TournamentFormValues>();
  const problemOf = useProblemText();
  const fields = scheduleFieldsOf(watch('structure.kind'));
  const dates = watch([...fields]) as string[];

  const utcLine = (value: string) => {
    const instant = instantOfLocalInput(value);
    const time = instant ? formatDate(instant, locale, UTC_FORMAT) : null;
    return time ? t('editor.schedule.utc', { time }) : t('editor.schedule.noDate');
  };

  const zone = organizerTimeZone();
  const abbreviation = timeZoneAbbreviation(zone);

  return (
    <>
      <Muted>
        {t('editor.schedule.zone', { zone: abbreviation === zone ? zone : `${zone} (${abbreviation})` })}
      </Muted>
      {published && (
        <Alert $tone="info" role="note">
          {t('editor.schedule.publishedNote')}
        </Alert>
      )}
      <FieldRow $min="220px">
        {fields.map((field, index) => (
          <TextField
            key={field}
            type="datetime-local"
            label={t(`editor.schedule.${field}`)}
            hint={utcLine(dates[index] ?? '')}
            error={problemOf(field)}
            {...register(field)}
          />
        ))}
      </FieldRow>
    </>
  );
}
