import { makeTournament } from '../../../testing/fixtures';
import { DEFAULT_GAME_MODE, DEFAULT_TYPE, rulebookUrl, tournamentInfo } from './info-grid';

describe('tournamentInfo', () => {
  it('shows what the tournament says', () => {
    const tournament = makeTournament({
      game_mode: 'Howling Abyss',
      format: '1vs1',
      type: 'Double Elimination',
      prizepool_format: '10000 USD',
      skill_level: ['Gold', 'Platinum'],
    });
    expect(tournamentInfo(tournament, 'en')).toEqual({
      gameMode: 'Howling Abyss',
      format: '1vs1',
      type: 'Double Elimination',
      rewards: '10,000 USD',
      skillLevels: ['Gold', 'Platinum'],
    });
    expect(tournamentInfo(tournament, 'ar').rewards).toBe('١٠٬٠٠٠ USD');
  });

  it("falls back to Summoner's Rift, 5v5, Single Elimination and 0 USD", () => {
    const tournament = makeTournament({
      game_mode: '',
      format: '  ',
      type: '',
      prizepool_format: '',
      skill_level: ['', ' '],
    });
    expect(DEFAULT_GAME_MODE).toBe("Summoner's Rift");
    expect(DEFAULT_TYPE).toBe('Single Elimination');
    expect(tournamentInfo(tournament, 'en')).toEqual({
      gameMode: "Summoner's Rift",
      format: '5v5',
      type: 'Single Elimination',
      rewards: '0 USD',
      skillLevels: [],
    });
    expect(tournamentInfo(tournament, 'ar').rewards).toBe('٠ USD');
  });
});

describe('rulebookUrl', () => {
  it('is the additionalInfo address when it is a web address, otherwise nothing', () => {
    const withInfo = (additionalInfo: string | null) => makeTournament({ information: { additionalInfo } });
    expect(rulebookUrl(withInfo('https://arena.example/rules.pdf'))).toBe('https://arena.example/rules.pdf');
    expect(rulebookUrl(withInfo(null))).toBeNull();
    expect(rulebookUrl(withInfo('  '))).toBeNull();
    expect(rulebookUrl(withInfo('javascript:alert(1)'))).toBeNull();
    expect(rulebookUrl(withInfo('not a link'))).toBeNull();
  });
});
