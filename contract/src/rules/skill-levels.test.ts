import { orderSkills, SKILL_LEVELS, skillRank, skillsBetween } from './skill-levels.js';

describe('skill levels', () => {
  it('ranks the game’s tiers lowest first, whatever the case and spaces', () => {
    expect(skillRank('Iron')).toBe(0);
    expect(skillRank(' challenger ')).toBe(SKILL_LEVELS.length - 1);
    expect(skillRank('Unranked')).toBe(-1);
  });

  it('spans a contiguous range, both ends included', () => {
    expect(skillsBetween('Silver', 'Platinum')).toEqual(['Silver', 'Gold', 'Platinum']);
    expect(skillsBetween('Iron', 'Challenger')).toEqual(SKILL_LEVELS);
    expect(skillsBetween('Gold', 'Unranked')).toEqual([]);
  });

  it('puts ladder levels in ladder order and unknown ones after, without blanks or repeats', () => {
    expect(orderSkills(['Unranked', 'Diamond', ' Iron ', 'Diamond', ''])).toEqual([
      'Iron',
      'Diamond',
      'Unranked',
    ]);
  });
});
