import type { RegisteredTournament, Tournament } from '@arena/shared-kit';
import { missingTournamentIds, myTournaments } from './my-tournaments';

function tournament(id: string, status: Tournament['status'], starting: string): Tournament {
  return { id, status, starting_time: starting } as Tournament;
}

function registration(id: string): RegisteredTournament {
  return { id, registrationStatus: 'pending', registrationDate: '2026-01-01T00:00:00Z', starting_time: '' };
}

describe('myTournaments', () => {
  const tournaments = [
    tournament('done-old', 'completed', '2026-01-01T00:00:00Z'),
    tournament('later', 'upcoming', '2026-05-01T00:00:00Z'),
    tournament('live', 'in-progress', '2026-03-01T00:00:00Z'),
    tournament('done-new', 'completed', '2026-02-01T00:00:00Z'),
    tournament('soon', 'check-in', '2026-04-01T00:00:00Z'),
    tournament('not-mine', 'upcoming', '2026-04-02T00:00:00Z'),
  ];
  const registrations = ['done-old', 'later', 'live', 'done-new', 'soon', 'gone'].map(registration);

  it('joins each registration with its tournament: live and upcoming by start, then completed latest first', () => {
    expect(myTournaments(registrations, tournaments).map((card) => card.tournament.id)).toEqual([
      'live',
      'soon',
      'later',
      'done-new',
      'done-old',
    ]);
  });

  it('keeps the registration with its card', () => {
    const [first] = myTournaments([registration('live')], tournaments);
    expect(first.registration.id).toBe('live');
  });

  it('names the registrations the list does not hold', () => {
    expect(missingTournamentIds(registrations, tournaments)).toEqual(['gone']);
    expect(missingTournamentIds([], tournaments)).toEqual([]);
  });
});
