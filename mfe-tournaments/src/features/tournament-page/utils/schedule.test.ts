import { makeTournament } from '../../../testing/fixtures';
import { dateParts, scheduleCards } from './schedule';

const dates = {
  registration_start_time: '2026-03-01T18:00:00.000Z',
  registration_closed_time: '2026-03-10T18:00:00.000Z',
  checking_time: '2026-03-11T17:00:00.000Z',
  starting_time: '2026-03-11T18:30:00.000Z',
};

describe('scheduleCards', () => {
  it('bracket: Registration Phase, Checking Phase and Tournament Start from their dates', () => {
    expect(scheduleCards(makeTournament({ ...dates, tournament_type: 'bracket' }))).toEqual([
      { key: 'registrationPhase', at: dates.registration_start_time },
      { key: 'checkingPhase', at: dates.checking_time },
      { key: 'tournamentStart', at: dates.starting_time },
    ]);
  });

  it('matchmaking: Matchmaking Opens (start) and Matchmaking Closes (registration close)', () => {
    expect(scheduleCards(makeTournament({ ...dates, tournament_type: 'matchmaking' }))).toEqual([
      { key: 'matchmakingOpens', at: dates.starting_time },
      { key: 'matchmakingCloses', at: dates.registration_closed_time },
    ]);
  });

  it('leaves out a card whose date is missing or invalid (Tournament Start only if present)', () => {
    const cards = scheduleCards(makeTournament({ ...dates, starting_time: '', checking_time: 'soon' }));
    expect(cards.map((card) => card.key)).toEqual(['registrationPhase']);
  });
});

describe('dateParts', () => {
  it('day, month and time in English', () => {
    expect(dateParts(dates.starting_time, 'en', 'UTC')).toEqual({
      day: '11',
      month: 'Mar',
      time: '06:30 PM',
    });
  });

  it('day, month and time in Arabic (Gregorian months, Arabic digits), in the given time zone', () => {
    expect(dateParts(dates.starting_time, 'ar', 'Asia/Riyadh')).toEqual({
      day: '١١',
      month: 'مارس',
      time: '٠٩:٣٠ م',
    });
  });
});
