import '../../../i18n';
import { formatDateTime } from '@arena/shared-kit';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DAY, iso, makeTournament } from '../../../testing/fixtures';
import { renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { TournamentCard } from './tournament-card';

beforeAll(() => {
  // Radix measures the popover with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(resetKit);

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function renderCard(overrides: Parameters<typeof makeTournament>[0] = {}, locale: 'en' | 'ar' = 'en') {
  return renderWithKit(
    <MemoryRouter>
      <TournamentCard tournament={makeTournament(overrides)} now={Date.now()} />
    </MemoryRouter>,
    locale,
  );
}

function cardButton() {
  return within(screen.getByTestId('tournament-card')).getByRole('link');
}

describe('TournamentCard', () => {
  it('shows every card field of the spec', async () => {
    const checkingTime = iso(3 * DAY);
    await renderCard({ checking_time: checkingTime });
    const card = within(screen.getByRole('article', { name: 'Desert Clash Cup' }));

    expect(card.getByRole('heading', { name: 'Desert Clash Cup' })).toBeInTheDocument();
    expect(screen.getByTestId('tournament-card').querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost:8090/uploads/desert-en.png',
    );
    expect(card.getByText('Registration Phase')).toBeInTheDocument();
    expect(card.getByText(`Check-in: ${formatDateTime(checkingTime, 'en')}`)).toBeInTheDocument();
    expect(card.getByText('10,000 USD')).toBeInTheDocument();
    expect(card.getByText('5vs5')).toBeInTheDocument();
    expect(card.getByText('ME')).toBeInTheDocument();
    expect(card.getByText('Participants').nextElementSibling).toHaveTextContent(/^1,234$/);
    expect(card.getByRole('button', { name: 'Iron – Gold' })).toBeInTheDocument();
  });

  it('uses the Arabic poster, name, digits and labels in Arabic', async () => {
    await renderCard({ region: 'euw1' }, 'ar');
    const card = within(screen.getByTestId('tournament-card'));

    expect(card.getByRole('heading', { name: 'كأس صراع الصحراء' })).toBeInTheDocument();
    expect(screen.getByTestId('tournament-card').querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost:8090/uploads/desert-ar.png',
    );
    expect(card.getByText('المشاركون').nextElementSibling).toHaveTextContent(/^١٬٢٣٤$/);
    expect(card.getByText('EUW')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'سجّل الآن' })).toBeInTheDocument();
  });

  it('lists the skill levels in an accessible popover', async () => {
    await renderCard();
    const trigger = screen.getByRole('button', { name: 'Iron – Gold' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(trigger);
    // Radix arrives after the page (components/deferred-widget.tsx): the press opens it once it is here.
    const popover = await screen.findByRole('dialog', { name: 'Skill levels of Desert Clash Cup' });
    expect(screen.getByRole('button', { name: 'Iron – Gold' })).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(popover)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Iron', 'Bronze', 'Silver', 'Gold']);

    fireEvent.keyDown(popover, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('button rule', () => {
    it('reads Register Now while registration is open', async () => {
      await renderCard();
      expect(cardButton()).toHaveTextContent('Register Now');
      expect(cardButton()).toHaveAttribute('href', '/tournaments/t1');
    });

    it('reads Registration Closed when the organiser closed registration', async () => {
      await renderCard({ registration_open: false });
      expect(cardButton()).toHaveTextContent('Registration Closed');
      expect(cardButton()).toHaveAttribute('href', '/tournaments/t1');
    });

    it('reads Registration Closed before registration starts and after it closes', async () => {
      const { unmount } = await renderCard({ registration_start_time: iso(DAY) });
      expect(cardButton()).toHaveTextContent('Registration Closed');
      unmount();
      await renderCard({ registration_start_time: iso(-3 * DAY), registration_closed_time: iso(-DAY) });
      expect(cardButton()).toHaveTextContent('Registration Closed');
    });

    it('reads View Details for a registered player, even once registration has closed', async () => {
      const { unmount } = await renderWithKit(
        <MemoryRouter>
          <TournamentCard
            tournament={makeTournament({ id: 'x 9' })}
            now={Date.now()}
            registrationStatus="pending"
          />
        </MemoryRouter>,
        'en',
      );
      expect(cardButton()).toHaveTextContent('View Details');
      expect(cardButton()).toHaveAttribute('href', '/tournaments/x%209');
      unmount();
      await renderWithKit(
        <MemoryRouter>
          <TournamentCard
            tournament={makeTournament({ registration_open: false })}
            now={Date.now()}
            registrationStatus="approved"
          />
        </MemoryRouter>,
        'en',
      );
      expect(cardButton()).toHaveTextContent('View Details');
    });
  });

  describe('registration chip', () => {
    const renderRegistered = (
      registrationStatus: 'pending' | 'approved' | 'rejected' | 'checked-in',
      locale: 'en' | 'ar' = 'en',
    ) =>
      renderWithKit(
        <MemoryRouter>
          <TournamentCard
            tournament={makeTournament()}
            now={Date.now()}
            registrationStatus={registrationStatus}
          />
        </MemoryRouter>,
        locale,
      );

    it.each([
      ['pending', 'Registered', 'warning'],
      ['approved', 'Approved', 'success'],
      ['rejected', 'Rejected', 'danger'],
      ['checked-in', 'Checked In', 'info'],
    ] as const)('shows %s as %s in its colour', async (status, label, tone) => {
      await renderRegistered(status);
      const chip = screen.getByTestId('registration-chip');
      expect(chip).toHaveTextContent(label);
      expect(chip).toHaveAttribute('data-registration', status);
      const colour = { warning: '#f5b301', success: '#3ecf8e', danger: '#ff7679', info: '#5aa9ff' }[tone];
      expect(getComputedStyle(chip).color).toBe(hexToRgb(colour));
    });

    it('speaks Arabic', async () => {
      await renderRegistered('checked-in', 'ar');
      expect(screen.getByTestId('registration-chip')).toHaveTextContent('تم تأكيد الحضور');
    });

    it('is absent when the player is not registered', async () => {
      await renderCard();
      expect(screen.queryByTestId('registration-chip')).toBeNull();
    });
  });

  it('says so when a tournament has no skill restriction and no poster', async () => {
    await renderCard({ skill_level: [], poster: '' });
    expect(screen.getByText('All skill levels')).toBeInTheDocument();
    expect(screen.getByTestId('tournament-card').querySelector('img')).toBeNull();
  });
});
