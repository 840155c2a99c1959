import { Heading, Spinner, usePageTitle } from '@arena/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import '../i18n';
import { useBankingInfo } from '../api/get-banking-info';
import { usePaymentHistory } from '../api/get-payment-history';
import { PAYMENTS_NAMESPACE } from '../i18n';
import { PaymentSettingsForm } from './payment-settings-form';
import { TransactionHistory } from './transaction-history';

const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * /account/payments (P2 §2 "Payment settings"): the banking form and the transaction history. Both sections are
 * drawn together once both calls have answered (issue 14): the form drawn over a spinner would otherwise push the
 * history down after it had appeared.
 */
export function PaymentsPage() {
  const { t } = useTranslation('account');
  const { t: tPayments } = useTranslation(PAYMENTS_NAMESPACE);
  const title = t('titles.payments');
  usePageTitle(title);
  const profile = useBankingInfo();
  const history = usePaymentHistory();
  // Latched: a section mounting on a failed call fetches it again (back to pending), which must not hide the page.
  const answered = !profile.isPending && !history.isPending;
  const [drawn, setDrawn] = useState(answered);
  if (answered && !drawn) setDrawn(true);
  const loading = !drawn;
  return (
    <Stack aria-busy={loading || undefined}>
      <Heading>{title}</Heading>
      {loading ? (
        <Spinner aria-label={tPayments('settings.loading')} />
      ) : (
        <>
          <PaymentSettingsForm />
          <TransactionHistory />
        </>
      )}
    </Stack>
  );
}
