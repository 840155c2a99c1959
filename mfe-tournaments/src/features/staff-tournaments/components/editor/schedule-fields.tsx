import { Alert, Muted, TextField, useLocale } from '@arena/shared-kit';
import { browserTimeZoneLabel, formatUtc, instantOfLocalInput } from '@arena/shared-kit/staff-desk';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { scheduleFieldsOf, type TournamentFormValues } from '../../utils/tournament-form';
import { FieldRow, useProblemText } from './form-parts';

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
    const time = instant ? formatUtc(instant, locale) : null;
    return time ? t('editor.schedule.utc', { time }) : t('editor.schedule.noDate');
  };

  return (
    <>
      <Muted>{t('editor.schedule.zone', { zone: browserTimeZoneLabel() })}</Muted>
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
