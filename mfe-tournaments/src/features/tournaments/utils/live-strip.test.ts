import { makeTournament } from '../../../testing/fixtures';
import { liveStrip } from './live-strip';

const live = (id: string, participants: number, region = 'me1') =>
  makeTournament({
    id,
    region,
    status: 'in-progress',
    registrationStats: { totalParticipants: participants },
  });

describe('liveStrip', () => {
  it('shows at most 5 live tournaments of the region, most participants first', () => {
    const all = [
      live('a', 10),
      live('b', 40),
      live('c', 5),
      live('d', 25),
      live('e', 30),
      live('f', 20),
      live('eu', 500, 'euw1'),
      makeTournament({ id: 'upcoming', status: 'upcoming', registrationStats: { totalParticipants: 900 } }),
    ];
    expect(liveStrip(all, 'me').map((tournament) => tournament.id)).toEqual(['b', 'e', 'd', 'f', 'a']);
    expect(liveStrip(all, 'eu').map((tournament) => tournament.id)).toEqual(['eu']);
  });

  it('is empty when nothing is live, so the strip hides', () => {
    expect(liveStrip([makeTournament({ status: 'completed' })], 'me')).toEqual([]);
  });

  it('breaks ties by who started first', () => {
    const first = makeTournament({
      id: 'first',
      status: 'in-progress',
      starting_time: '2026-01-01T10:00:00Z',
    });
    const second = makeTournament({
      id: 'second',
      status: 'in-progress',
      starting_time: '2026-01-01T12:00:00Z',
    });
    expect(liveStrip([second, first], 'me').map((tournament) => tournament.id)).toEqual(['first', 'second']);
  });
});
