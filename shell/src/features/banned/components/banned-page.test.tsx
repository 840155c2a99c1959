import { sessionStore, setLocale } from '@arena/shared-kit';
import { act, screen } from '@testing-library/react';
import { renderWithKit } from '@arena/shared-kit/testing';
import { NO_BAN_REASON } from '../../../app/session/current-user';
import { resetSession } from '../../../testing/test-utils';
import { BannedPage } from './banned-page';

describe('BannedPage', () => {
  beforeEach(async () => {
    resetSession();
    await act(() => setLocale('en'));
  });

  it('shows Account Banned, the stored reason and a support contact line', () => {
    sessionStore.getState().markBanned('Cheating in finals');
    renderWithKit(<BannedPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Account Banned' })).toBeInTheDocument();
    expect(screen.getByTestId('ban-reason')).toHaveTextContent('Cheating in finals');
    expect(screen.getByRole('link', { name: /support@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(document.title).toBe('Account Banned | MENA Arena');
  });

  it.each([[null], [NO_BAN_REASON]])('shows "No reason provided" for %p', (reason) => {
    sessionStore.setState({ isBanned: true, banReason: reason });
    renderWithKit(<BannedPage />);
    expect(screen.getByTestId('ban-reason')).toHaveTextContent('No reason provided');
  });
});
