import { Heading, usePageTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import '../i18n';
import { PaymentSettingsForm } from './payment-settings-form';
import { TransactionHistory } from './transaction-history';

const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** /account/payments (P2 §2 "Payment settings"): the banking form and the transaction history. */
export function PaymentsPage() {
  const { t } = useTranslation('account');
  const title = t('titles.payments');
  usePageTitle(title);
  return (
    <Stack>
      <Heading>{title}</Heading>
      <PaymentSettingsForm />
      <TransactionHistory />
    </Stack>
  );
}
