import { Alert, Button, useSession, VisuallyHidden } from '@arena/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EXTERNAL_LINKS } from '../external-links';

const Wrap = styled.div`
  max-width: 1200px;
  margin-inline: auto;
  padding-block-start: ${({ theme }) => theme.space(4)};
  padding-inline: ${({ theme }) => theme.space(4)};
`;

const Box = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  div {
    flex: 1;
    min-inline-size: 220px;
  }
  strong {
    display: block;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** True when the "League Account Required" alert applies: signed in without a game account id (P1 §2). */
export function needsGameAccount(user: { cpid: string | null } | null): boolean {
  return Boolean(user) && !user?.cpid;
}

/** The dismissible "League Account Required" alert under the header, with a link to create a game account. */
export function LeagueAccountAlert() {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user);
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !needsGameAccount(user)) return null;
  return (
    <Wrap>
      <Box $tone="warning" role="status" data-testid="league-account-alert">
        <div>
          <strong>{t('leagueAlert.title')}</strong>
          <p>{t('leagueAlert.text')}</p>
        </div>
        <a href={EXTERNAL_LINKS.gameAccountSignUp} target="_blank" rel="noopener noreferrer">
          {t('leagueAlert.link')} <VisuallyHidden>{t('leagueAlert.newTab')}</VisuallyHidden>
        </a>
        <Button $variant="ghost" $size="small" onClick={() => setDismissed(true)}>
          {t('leagueAlert.dismiss')}
        </Button>
      </Box>
    </Wrap>
  );
}
