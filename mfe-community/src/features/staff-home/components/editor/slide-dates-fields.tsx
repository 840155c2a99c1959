import { TextField, useLocale } from '@arena/shared-kit';
import { browserTimeZoneLabel, FieldRow, formatUtc, instantOfLocalInput } from '@arena/shared-kit/staff-desk';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_HOME_NAMESPACE } from '../../i18n';
import type { SlideFormValues } from '../../utils/slide-form';
import { useProblemText } from './form-problems';

/** The slide's optional window of dates: a start and an end in the editor's time zone, each shown in UTC too. */
export function SlideDatesFields() {
  const { t } = useTranslation(STAFF_HOME_NAMESPACE);
  const locale = useLocale();
  const { register, control } = useFormContext<SlideFormValues>();
  const problemOf = useProblemText();
  const zone = browserTimeZoneLabel();
  const hintOf = (value: string) => {
    const instant = instantOfLocalInput(value);
    return instant
      ? t('editor.dates.zoneUtc', { zone, utc: formatUtc(instant, locale) })
      : t('editor.dates.zone', { zone });
  };
  const startsAt = useWatch({ control, name: 'startsAt' });
  const endsAt = useWatch({ control, name: 'endsAt' });

  return (
    <FieldRow $min="260px">
      <TextField
        label={t('editor.dates.startsAt')}
        type="datetime-local"
        hint={hintOf(startsAt)}
        error={problemOf('startsAt')}
        {...register('startsAt', { deps: ['endsAt'] })}
      />
      <TextField
        label={t('editor.dates.endsAt')}
        type="datetime-local"
        hint={hintOf(endsAt)}
        error={problemOf('endsAt')}
        {...register('endsAt')}
      />
    </FieldRow>
  );
}
