import { Button, Card, Muted, navigateTo, SectionTitle, toast, TypeToDeleteDialog } from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDeactivateAccount } from '../api/deactivate-account';
import { SETTINGS_NAMESPACE } from '../i18n';

const DangerCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  border-color: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 50%, transparent);
  h2 {
    margin: 0;
  }
`;

/**
 * Deactivate Account (P1 §2, §5): confirmed by typing the word delete; on success the player is signed out
 * through /logout, which the shell handles.
 */
export function DeactivateAccountSection() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const deactivate = useDeactivateAccount();

  function confirm() {
    deactivate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('deactivate.done'));
        navigateTo('/logout');
      },
      onError: () => toast.error(t('deactivate.failed')),
    });
  }

  return (
    <DangerCard as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('deactivate.sectionTitle')}</SectionTitle>
      <Muted>{t('deactivate.text')}</Muted>
      <Button $variant="danger" onClick={() => setConfirming(true)}>
        {t('deactivate.button')}
      </Button>
      <TypeToDeleteDialog
        open={confirming}
        title={t('deactivate.dialogTitle')}
        message={t('deactivate.dialogMessage')}
        confirmLabel={t('deactivate.confirm')}
        busy={deactivate.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </DangerCard>
  );
}
