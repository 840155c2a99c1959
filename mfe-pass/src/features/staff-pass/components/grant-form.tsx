import type { PassGrantBody } from '@arena/contract';
import { PASS_GRANT_LIMITS } from '@arena/contract/rules';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  formatNumber,
  SectionTitle,
  sayRefusal,
  TextareaField,
  TextField,
  toast,
  useLocale,
  type Locale,
  type RefusalSayings,
} from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGrantPass } from '../api/grant-pass';
import { STAFF_PASS_NAMESPACE } from '../i18n';
import {
  EMPTY_GRANT_FORM,
  grantBodyOf,
  grantDirection,
  grantFormProblems,
  newRequestId,
  type GrantFormValues,
} from '../utils/grant-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  textarea {
    min-block-size: 88px;
  }
`;

const Amounts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

// Inside the dialog's paragraph: lines, not paragraphs.
const Summary = styled.span`
  display: block;
  font-weight: 600;
`;

const Reason = styled.span`
  display: block;
  margin-block-start: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A Riot ID inside a sentence: isolated, so `Name#TAG` reads left to right in an Arabic sentence too. */
const isolated = (riotId: string) => `\u2068${riotId}\u2069`;

/** The form's check (`grantFormProblems`) as react-hook-form's resolver: each problem is its field's error type. */
const resolver: Resolver<GrantFormValues> = async (values) => {
  const problems = grantFormProblems(values);
  const errors: FieldErrors<GrantFormValues> = {};
  for (const [field, problem] of Object.entries(problems) as [keyof GrantFormValues, string][]) {
    errors[field] = { type: problem, message: problem };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** "+500 XP to Name#TAG", "-20 loyalty points from Name#TAG", "+100 XP and -20 loyalty points for Name#TAG". */
export function grantSummary(t: Translate, locale: Locale, body: PassGrantBody): string {
  const xp = body.xp ?? 0;
  const points = body.points ?? 0;
  const signed = (amount: number) => formatNumber(amount, locale, { signDisplay: 'always' });
  const parts = [
    xp !== 0 ? t('confirm.xp', { amount: signed(xp) }) : null,
    points !== 0 ? t('confirm.points', { amount: signed(points) }) : null,
  ].filter((part): part is string => part !== null);
  const amounts = parts.length === 2 ? t('confirm.and', { first: parts[0], second: parts[1] }) : parts[0];
  const key = { give: 'toPlayer', take: 'fromPlayer', mixed: 'forPlayer' }[grantDirection({ xp, points })];
  return t(`confirm.${key}`, { amounts, player: isolated(body.riotId ?? '') });
}

interface RefusalContext {
  t: Translate;
  riotId: string;
}

/** The refusals a grant meets, by the reason the API names (never its English words). */
const GRANT_REFUSALS: RefusalSayings<RefusalContext> = {
  playerNotFound: ({ t, riotId }) => t('refusals.playerNotFound', { riotId: isolated(riotId) }),
  passTotalBelowZero: ({ t, riotId }, details) =>
    typeof details.totalXP === 'number' && typeof details.loyaltyPoints === 'number'
      ? t('refusals.passTotalBelowZero', {
          player: isolated(riotId),
          xp: details.totalXP,
          points: details.loyaltyPoints,
        })
      : null,
  passOwnGrant: ({ t }) => t('refusals.passOwnGrant'),
};

/**
 * The pass desk's "Grant or revoke" section: a player's Riot ID, the XP and loyalty points to give (negative: to
 * take) and the reason the player will read, checked as the API checks them; then a confirmation that says what
 * will happen ("+500 XP to Name#TAG"), and the player's new level and totals in a toast. A refusal shows in the
 * form, in the page's language.
 */
export function GrantForm() {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  const locale = useLocale();
  const titleId = useId();
  const grant = useGrantPass();
  const { register, handleSubmit, reset, formState } = useForm<GrantFormValues>({
    defaultValues: EMPTY_GRANT_FORM,
    resolver,
  });
  const [pending, setPending] = useState<PassGrantBody | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorOf = (field: keyof GrantFormValues) => {
    const problem = formState.errors[field]?.message;
    if (!problem) return undefined;
    return t(`grant.errors.${problem}`, {
      max: problem === 'reasonTooLong' ? PASS_GRANT_LIMITS.reason : PASS_GRANT_LIMITS.amount,
    });
  };

  const review = (values: GrantFormValues) => {
    setRefusal(null);
    setPending(grantBodyOf(values, newRequestId()));
  };

  const confirm = () => {
    if (!pending || grant.isPending) return;
    const body = pending;
    grant.mutate(body, {
      onSuccess: (result) => {
        setPending(null);
        reset(EMPTY_GRANT_FORM);
        toast.success(
          t('granted', {
            player: isolated(`${result.player.gameName}#${result.player.tagLine}`),
            level: result.totals.currentLevel,
            xp: result.totals.totalXP,
            points: result.totals.loyaltyPoints,
          }),
        );
      },
      onError: (error) => {
        setPending(null);
        setRefusal(sayRefusal(error, GRANT_REFUSALS, { t, riotId: body.riotId ?? '' }, t('failed')));
      },
    });
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('grant.title')}</SectionTitle>
      <Form noValidate onSubmit={handleSubmit(review)}>
        <TextField
          label={t('grant.riotId')}
          hint={t('grant.riotIdHint')}
          error={errorOf('riotId')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          {...register('riotId')}
        />
        <Amounts>
          <TextField
            label={t('grant.xp')}
            hint={t('grant.amountHint', { example: -200 })}
            error={errorOf('xp')}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            {...register('xp')}
          />
          <TextField
            label={t('grant.points')}
            error={errorOf('points')}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            {...register('points')}
          />
        </Amounts>
        <TextareaField
          label={t('grant.reason')}
          hint={t('grant.reasonHint', { max: PASS_GRANT_LIMITS.reason })}
          error={errorOf('reason')}
          maxLength={PASS_GRANT_LIMITS.reason}
          {...register('reason')}
        />
        {refusal && <Alert $tone="danger">{refusal}</Alert>}
        <Actions>
          <Button type="submit">{t('grant.submit')}</Button>
        </Actions>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        title={t('confirm.title')}
        message={
          pending && (
            <>
              <Summary>{grantSummary(t, locale, pending)}</Summary>
              <Reason>{t('confirm.reason', { reason: pending.reason })}</Reason>
            </>
          )
        }
        confirmLabel={t('confirm.submit')}
        tone={(pending?.xp ?? 0) < 0 || (pending?.points ?? 0) < 0 ? 'danger' : 'primary'}
        busy={grant.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
