import { Spinner, useSession } from '@arena/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 50vh;
`;

/**
 * Renders signed-in pages once the session has a user, and a spinner until then. The shell guards these
 * routes and loads the user; this keeps the remote from ever rendering a page without one.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const user = useSession((state) => state.user);
  if (!user) {
    return (
      <Centered>
        <Spinner aria-label={t('loadingAccount')} />
      </Centered>
    );
  }
  return <>{children}</>;
}
