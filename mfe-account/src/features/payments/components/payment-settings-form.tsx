import type { PaymentProfile } from '@arena/contract';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Input,
  isApiError,
  SectionTitle,
  Spinner,
  toast,
} from '@arena/shared-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  PAYOUT_CURRENCIES,
  type BankingField,
  type BankingFormValues,
  type FieldProblem,
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

const FieldBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A hint's example (an IBAN): left to right and on one line, whatever the page's direction. */
const Example = styled.bdi`
  unicode-bidi: isolate;
  white-space: nowrap;
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
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

const Select = styled.select`
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
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

/** The server's message for a failed save, else the spec's fallback. */
function saveFailureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status > 0 && error.message ? error.message : fallback;
}

/** The fields a 400 names, mapped to the form's fields (the server's messages are shown in the banner). */
function serverFieldProblems(error: unknown): Partial<Record<BankingField, FieldProblem | string>> {
  if (!isApiError(error)) return {};
  const fields = (error.details?.fields ?? {}) as Record<string, string>;
  const problems: Partial<Record<BankingField, string>> = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = formFieldOf(name);
    if (field) problems[field] = message;
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
  const [values, setValues] = useState<BankingFormValues>(() => bankingFormValuesOf(undefined));
  const [problems, setProblems] = useState<Partial<Record<BankingField, FieldProblem | string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [banner, setBanner] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const loadedFor = useRef<PaymentProfile | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (profile.data && loadedFor.current === null) {
      loadedFor.current = profile.data;
      setValues(bankingFormValuesOf(profile.data));
    }
  }, [profile.data]);

  useEffect(() => {
    if (profile.isError) toast.error(t('settings.loadFailed'));
  }, [profile.isError, t]);

  useEffect(() => {
    if (banner?.tone !== 'success') return;
    const timer = setTimeout(() => setBanner(null), SAVED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const visibleFields: BankingField[] =
    values.preferredPaymentMethod === 'paypal' ? ['walletEmail'] : [...BANK_FIELDS];

  const problemsOf = (next: BankingFormValues) => {
    const found: Partial<Record<BankingField, FieldProblem>> = {};
    for (const field of [...BANK_FIELDS, 'walletEmail'] as BankingField[]) {
      const problem = fieldProblem(field, next);
      if (problem) found[field] = problem;
    }
    return found;
  };

  const update = (patch: Partial<BankingFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setProblems(problemsOf(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = problemsOf(values);
    setProblems(found);
    const first = visibleFields.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setConfirming(true);
  };

  const onConfirm = () => {
    setConfirming(false);
    setBanner(null);
    save.mutate(bankingBodyOf(values, profile.data), {
      onSuccess: (saved) => {
        loadedFor.current = saved;
        setValues(bankingFormValuesOf(saved));
        setBanner({ tone: 'success', text: t('settings.saved') });
      },
      onError: (error) => {
        const text = saveFailureMessage(error, t('settings.saveFailed'));
        setProblems((current) => ({ ...current, ...serverFieldProblems(error) }));
        setBanner({ tone: 'danger', text });
        toast.error(text);
      },
    });
  };

  const messageOf = (problem: FieldProblem | string) => t(`errors.${problem}`, { defaultValue: problem });

  if (profile.isPending) return <Spinner aria-label={t('settings.loading')} />;

  return (
    <Card>
      <SectionTitle>{t('settings.title')}</SectionTitle>
      {banner && (
        <Alert $tone={banner.tone} role={banner.tone === 'success' ? 'status' : 'alert'}>
          {banner.text}
        </Alert>
      )}
      <Form ref={formRef} noValidate onSubmit={onSubmit}>
        <Methods>
          <legend>{t('settings.methodLegend')}</legend>
          {(['bank_transfer', 'paypal'] as const).map((method) => (
            <label key={method}>
              <input
                type="radio"
                name="preferredPaymentMethod"
                value={method}
                checked={values.preferredPaymentMethod === method}
                onChange={() => update({ preferredPaymentMethod: method })}
              />
              {t(`settings.method.${method}`)}
            </label>
          ))}
        </Methods>
        <Grid>
          {visibleFields.map((field) => {
            const id = `payment-${field}`;
            const problem = problems[field];
            const example = FIELD_EXAMPLES[field];
            const hint = example ? (
              <Trans
                t={t}
                i18nKey={`settings.hints.${field}`}
                values={{ example }}
                components={{ example: <Example dir="ltr" /> }}
              />
            ) : null;
            return (
              <FieldBlock key={field}>
                <label htmlFor={id}>{t(`settings.fields.${field}`)}</label>
                <Input
                  id={id}
                  name={field}
                  type={INPUT_TYPES[field] ?? 'text'}
                  dir={field === 'iban' || field === 'swift' || INPUT_TYPES[field] ? 'ltr' : undefined}
                  value={values[field]}
                  required
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={
                    [problem && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined
                  }
                  onChange={(event) => update({ [field]: event.target.value })}
                />
                {hint && <small id={`${id}-hint`}>{hint}</small>}
                {problem && <FieldError id={`${id}-error`}>{messageOf(problem)}</FieldError>}
              </FieldBlock>
            );
          })}
          {values.preferredPaymentMethod === 'bank_transfer' && (
            <FieldBlock>
              <label htmlFor="payment-currency">{t('settings.fields.currency')}</label>
              <Select
                id="payment-currency"
                name="currency"
                value={values.currency}
                onChange={(event) =>
                  update({ currency: event.target.value as BankingFormValues['currency'] })
                }
              >
                {PAYOUT_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </Select>
            </FieldBlock>
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
