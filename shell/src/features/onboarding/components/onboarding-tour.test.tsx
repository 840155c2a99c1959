import { sessionStore, setLocale } from '@arena/shared-kit';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithKit } from '@arena/shared-kit/testing';
import { aUser, resetSession } from '../../../testing/test-utils';
import { TakeTourButton, TourInvitationSlot } from './tour-entry';
import { tourDoneKey } from '../utils/tour-steps';

describe('onboarding tour', () => {
  beforeEach(async () => {
    resetSession();
    window.localStorage.clear();
    await act(() => setLocale('en'));
  });

  it('walks forward with Next, back with Back, and ends with Finish', async () => {
    renderWithKit(<TakeTourButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Take the tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to MENA Arena' });
    expect(dialog).toHaveTextContent('Step 1 of 6');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Level up the MENA Pass' })).toHaveTextContent('Step 2 of 6');
    expect(screen.getByRole('link', { name: 'Open MENA Pass' })).toHaveAttribute('href', '/me-pass');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Welcome to MENA Arena' })).toBeInTheDocument();

    for (let step = 1; step < 6; step += 1) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Your language, your help' })).toHaveTextContent('Step 6 of 6');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Arabic with Arabic digits', async () => {
    await act(() => setLocale('ar'));
    renderWithKit(<TakeTourButton />);
    fireEvent.click(screen.getByRole('button', { name: 'خذ الجولة التعريفية' }));
    const dialog = await screen.findByRole('dialog', { name: 'أهلًا بك في MENA Arena' });
    expect(dialog).toHaveTextContent('الخطوة ١ من ٦');
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(screen.getByRole('button', { name: 'السابق' })).toBeInTheDocument();
  });

  it('invites a signed-in player once; declining is remembered for that player', async () => {
    renderWithKit(<TourInvitationSlot />);
    expect(screen.queryByRole('region', { name: 'New to MENA Arena?' })).not.toBeInTheDocument();

    act(() => sessionStore.getState().setUser(aUser({ id: 'player-7' })));
    const invitation = await screen.findByRole('region', { name: 'New to MENA Arena?' });
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(invitation).not.toBeInTheDocument();
    expect(window.localStorage.getItem(tourDoneKey('player-7'))).toBe('1');
  });

  it('starts the tour from the invitation and does not offer it again once finished', async () => {
    sessionStore.getState().setUser(aUser({ id: 'player-8' }));
    const { unmount } = renderWithKit(<TourInvitationSlot />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start the tour' }));
    expect(screen.getByRole('dialog', { name: 'Welcome to MENA Arena' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Skip tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    renderWithKit(<TourInvitationSlot />);
    expect(screen.queryByRole('region', { name: 'New to MENA Arena?' })).not.toBeInTheDocument();
  });
});
