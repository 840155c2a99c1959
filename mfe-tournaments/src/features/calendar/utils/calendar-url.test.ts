import { tournamentCalendarUrl } from './calendar-url';

describe('tournamentCalendarUrl', () => {
  it('points at the API with the reader’s language', () => {
    expect(tournamentCalendarUrl('http://localhost:8090', 't 1', 'ar')).toBe(
      'http://localhost:8090/v1/tournaments/t%201/calendar.ics?lang=ar',
    );
    expect(tournamentCalendarUrl('https://api.example.com/', 'abc', 'en')).toBe(
      'https://api.example.com/v1/tournaments/abc/calendar.ics?lang=en',
    );
  });
});
