import type { PaymentProfile } from '@arena/contract';
import { PAYOUT_CURRENCIES } from '@arena/contract/rules';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  isApiError,
  SectionTitle,
  SelectField,
  Spinner,
  TextField,
  toast,
} from '@arena/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// Trans is shared on its own (shared-kit/webpack/react-i18next.js): only the pages that render one load it.
import { Trans } from 'react-i18next/TransWithoutContext';
import styled from 'styled-components';
import { useBankingInfo } from '../api/get-banking-info';
import { useSaveBankingInfo } from '../api/save-banking-info';
import { PAYMENTS_NAMESPACE } from '../i18n';
import {
  BANK_FIELDS,
  bankingBodyOf,
  bankingFormValuesOf,
  FIELD_EXAMPLES,
  fieldProblem,
  formFieldOf,
  type BankingField,
  type BankingFormValues,
} from '../utils/banking-form';

/** P2 §2: the success banner hides after 5 seconds. */
export const SAVED_BANNER_MS = 5_000;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** A hint's example (an IBAN): left to right and on one line, whatever the page's direction. */
const Example = styled.bdi`
  unicode-bidi: isolate;
  white-space: nowrap;
`;

const Methods = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const INPUT_TYPES: Partial<Record<BankingField, string>> = {
  email: 'email',
  walletEmail: 'email',
  mobileNumber: 'tel',
};

/**
 * The fields a 400 names, mapped to the form's fields, each with what is wrong with it as an i18n key under
 * `errors.` (the form's own check of the value, which the API shares, else `invalid`): the server's English words
 * are never shown (issue 29).
 */
function serverFieldProblems(
  error: unknown,
  values: BankingFormValues,
): Partial<Record<BankingField, string>> {
  if (!isApiError(error)) return {};
  const fields = (error.details?.fields ?? {}) as Record<string, string>;
  const problems: Partial<Record<BankingField, string>> = {};
  for (const name of Object.keys(fields)) {
    const field = formFieldOf(name);
    if (field) problems[field] = fieldProblem(field, values) ?? 'invalid';
  }
  return problems;
}

/**
 * Payment settings (P2 §2, §5): the preferred method radios, the bank form (every field required when bank
 * transfer is preferred; IBAN and SWIFT/BIC checked as the server checks them) or the wallet email, Save → a
 * confirmation before anything is sent, then a success banner for 5 s or an error banner and toast.
 */
export function PaymentSettingsForm() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const profile = useBankingInfo();
  const save = useSaveBankingInfo();
  const { register, handleSubmit, reset, watch, trigger, setError, getValues, formState } =
    useForm<BankingFormValues>({ defaultValues: bankingFormValuesOf(undefined) });
  const [confirming, setConfirming] = useState(false);
  const [banner, setBanner] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const loadedFor = useRef<PaymentProfile | null>(null);
  const { isSubmitted } = formState;

  useEffect(() => {
    if (profile.data && loadedFor.current === null) {
      loadedFor.current = profile.data;
      reset(bankingFormValuesOf(profile.data));
    }
  }, [profile.data, reset]);

  useEffect(() => {
    if (profile.isError) toast.error(t('settings.loadFailed'));
  }, [profile.isError, t]);

  useEffect(() => {
    if (banner?.tone !== 'success') return;
    const timer = setTimeout(() => setBanner(null), SAVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  // Once the form has been sent, every change checks every field again (the method decides which are required);
  // a change of method waits for its fields to be drawn.
  const method = watch('preferredPaymentMethod');
  useEffect(() => {
    if (!isSubmitted) return;
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name !== 'preferredPaymentMethod') void trigger();
    });
    return () => subscription.unsubscribe();
  }, [isSubmitted, watch, trigger]);
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [method, isSubmitted, trigger]);

  const visibleFields: BankingField[] = method === 'paypal' ? ['walletEmail'] : [...BANK_FIELDS];

  const onConfirm = () => {
    setConfirming(false);
    setBanner(null);
    save.mutate(bankingBodyOf(getValues(), profile.data), {
      onSuccess: (saved) => {
        loadedFor.current = saved;
        reset(bankingFormValuesOf(saved), { keepIsSubmitted: true });
        setBanner({ tone: 'success', text: t('settings.saved') });
      },
      onError: (error) => {
        const text = t('settings.saveFailed');
        for (const [field, message] of Object.entries(serverFieldProblems(error, getValues())))
          setError(field as BankingField, { type: 'server', message });
        setBanner({ tone: 'danger', text });
        toast.error(text);
      },
    });
  };

  const messageOf = (problem: string) => t(`errors.${problem}`, { defaultValue: problem });

  if (profile.isPending) return <Spinner aria-label={t('settings.loading')} />;

  return (
    <Card>
      <SectionTitle>{t('settings.title')}</SectionTitle>
      {banner && (
        <Alert $tone={banner.tone} role={banner.tone === 'success' ? 'status' : 'alert'}>
          {banner.text}
        </Alert>
      )}
      <Form noValidate onSubmit={handleSubmit(() => setConfirming(true))}>
        <Methods>
          <legend>{t('settings.methodLegend')}</legend>
          {(['bank_transfer', 'paypal'] as const).map((option) => (
            <label key={option}>
              <input type="radio" value={option} {...register('preferredPaymentMethod')} />
              {t(`settings.method.${option}`)}
            </label>
          ))}
        </Methods>
        <Grid>
          {visibleFields.map((field) => {
            const problem = formState.errors[field]?.message;
            const example = FIELD_EXAMPLES[field];
            return (
              <TextField
                key={field}
                id={`payment-${field}`}
                label={t(`settings.fields.${field}`)}
                type={INPUT_TYPES[field] ?? 'text'}
                dir={field === 'iban' || field === 'swift' || INPUT_TYPES[field] ? 'ltr' : undefined}
                required
                hint={
                  example ? (
                    <Trans
                      t={t}
                      i18nKey={`settings.hints.${field}`}
                      values={{ example }}
                      components={{ example: <Example dir="ltr" /> }}
                    />
                  ) : undefined
                }
                error={problem ? messageOf(problem) : undefined}
                {...register(field, {
                  validate: (_value, values) => fieldProblem(field, values) ?? true,
                })}
              />
            );
          })}
          {method === 'bank_transfer' && (
            <SelectField
              id="payment-currency"
              label={t('settings.fields.currency')}
              {...register('currency')}
            >
              {PAYOUT_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </SelectField>
          )}
        </Grid>
        <Actions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </Actions>
      </Form>
      <ConfirmDialog
        open={confirming}
        title={t('settings.confirmTitle')}
        message={t('settings.confirmMessage')}
        confirmLabel={t('settings.confirmButton')}
        busy={save.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
