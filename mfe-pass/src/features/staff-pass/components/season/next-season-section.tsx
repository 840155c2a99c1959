import type { RewardSeason } from '@arena/contract';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  formatDateTime,
  Muted,
  SectionTitle,
  Skeleton,
  TextField,
  toast,
  useLocale,
} from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useDeskForm } from '@arena/shared-kit/staff-desk';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCreateSeason, useRewardSeasons, useStartSeason } from '../../api/reward-seasons';
import { STAFF_PASS_NAMESPACE } from '../../i18n';
import {
  nextSeasonBody,
  nextSeasonFieldOf,
  nextSeasonProblems,
  type NextSeasonField,
  type NextSeasonFormValues,
} from '../../utils/next-season-form';
import { seasonDays } from '../../../../utils/season-dates';
import { DialogActions, FieldRow, LanguageGroup } from './season-form-parts';
import { PASS_SEASON_LIMITS } from '@arena/contract/rules';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const EMPTY: NextSeasonFormValues = { nameEn: '', nameAr: '', startsOn: '', endsOn: '' };

/** The next season's name in both languages and its first and last days; Create copies the current season. */
function CreateForm() {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  const create = useCreateSeason();
  const { form, formRef, onSubmit, failure } = useDeskForm<NextSeasonFormValues>({
    initial: EMPTY,
    problemsOf: nextSeasonProblems,
    send: async (values) => {
      const season = await create.mutateAsync(nextSeasonBody(values));
      toast.success(t('nextSeason.created', { name: season.name.en }));
    },
    fieldOfServerPath: nextSeasonFieldOf,
    refused: () => 'refused',
    checkFields: t('season.checkFields'),
    sayFailure: () => t('nextSeason.createFailed'),
    failureShown: 'inline',
  });
  const { register, formState } = form;
  const problemOf = (field: NextSeasonField) => {
    const problem = formState.errors[field]?.message;
    return problem ? t(`nextSeason.errors.${problem}`, { max: PASS_SEASON_LIMITS.seasonName }) : undefined;
  };
  return (
    <Form ref={formRef} noValidate aria-label={t('nextSeason.formLabel')} onSubmit={onSubmit}>
      <FieldRow>
        <LanguageGroup>
          <legend>{t('nextSeason.english')}</legend>
          <TextField
            label={t('nextSeason.nameEn')}
            error={problemOf('nameEn')}
            dir="ltr"
            lang="en"
            autoComplete="off"
            {...register('nameEn')}
          />
        </LanguageGroup>
        <LanguageGroup>
          <legend>{t('nextSeason.arabic')}</legend>
          <TextField
            label={t('nextSeason.nameAr')}
            error={problemOf('nameAr')}
            dir="rtl"
            lang="ar"
            autoComplete="off"
            {...register('nameAr')}
          />
        </LanguageGroup>
      </FieldRow>
      <FieldRow>
        <TextField
          type="date"
          label={t('nextSeason.startsOn')}
          error={problemOf('startsOn')}
          {...register('startsOn')}
        />
        <TextField
          type="date"
          label={t('nextSeason.endsOn')}
          hint={t('nextSeason.endsOnHint')}
          error={problemOf('endsOn')}
          {...register('endsOn')}
        />
      </FieldRow>
      {failure && <Alert $tone="danger">{failure}</Alert>}
      <DialogActions>
        <Button type="submit" aria-disabled={formState.isSubmitting || undefined}>
          {formState.isSubmitting ? t('nextSeason.creating') : t('nextSeason.create')}
        </Button>
      </DialogActions>
    </Form>
  );
}

/** The upcoming season's name and days, with Start behind a confirmation. */
function Upcoming({ season, current }: { season: RewardSeason; current: RewardSeason | undefined }) {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  const locale = useLocale();
  const start = useStartSeason();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const days = seasonDays(season, locale);
  const confirm = async () => {
    setFailure(null);
    try {
      await start.mutateAsync(season.id);
      toast.success(t('nextSeason.started', { name: season.name[locale] }));
    } catch {
      setFailure(t('nextSeason.startFailed'));
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <Facts>
        <dt>{t('nextSeason.name')}</dt>
        <dd>{season.name[locale]}</dd>
        <dt>{t('nextSeason.days')}</dt>
        <dd>{t('nextSeason.range', days)}</dd>
      </Facts>
      <Muted>{t('nextSeason.prepare')}</Muted>
      <Muted>{t('nextSeason.autoStart', { time: formatDateTime(season.startsAt, locale) })}</Muted>
      {failure && <Alert $tone="danger">{failure}</Alert>}
      <DialogActions>
        <Button onClick={() => setConfirming(true)}>{t('nextSeason.start')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('nextSeason.confirmTitle', { name: season.name[locale] })}
        message={t('nextSeason.confirmMessage', {
          current: current?.name[locale] ?? '',
          name: season.name[locale],
        })}
        confirmLabel={t('nextSeason.start')}
        tone="danger"
        busy={start.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * The pass desk's "Next season" section (issue 31): the current season's name and days; the next season created
 * with its name in both languages and days (the current levels and missions copied, then edited in the Season
 * section), then started after a confirmation — the current season ends, season XP starts again, loyalty points keep.
 */
export function NextSeasonSection() {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  const locale = useLocale();
  const titleId = useId();
  const seasons = useRewardSeasons();
  const current = seasons.data?.find((season) => season.status === 'current');
  const upcoming = seasons.data?.find((season) => season.status === 'upcoming');
  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={seasons.isPending}>
      <SectionTitle id={titleId}>{t('nextSeason.title')}</SectionTitle>
      {current && (
        <Muted>
          {t('nextSeason.current', { name: current.name[locale], ...seasonDays(current, locale) })}
        </Muted>
      )}
      {seasons.isPending ? (
        <Skeleton $height="120px" />
      ) : seasons.isError ? (
        <Alert $tone="danger">{t('nextSeason.loadFailed')}</Alert>
      ) : upcoming ? (
        <Upcoming season={upcoming} current={current} />
      ) : (
        <>
          <Muted>{t('nextSeason.intro')}</Muted>
          <CreateForm />
        </>
      )}
    </Card>
  );
}
