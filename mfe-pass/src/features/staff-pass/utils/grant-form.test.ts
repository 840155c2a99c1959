import { PASS_GRANT_LIMITS } from '@arena/contract/rules';
import {
  amountOf,
  EMPTY_GRANT_FORM,
  grantBodyOf,
  grantDirection,
  grantFormProblems,
  newRequestId,
} from './grant-form';

const filled = { riotId: 'Falcon#MENA', xp: '500', points: '', reason: 'Cup host' };

describe('the grant form', () => {
  it('reads blank amounts as 0, signed whole numbers as numbers, anything else as not a number', () => {
    expect(amountOf('')).toBe(0);
    expect(amountOf(' -20 ')).toBe(-20);
    expect(amountOf('+5')).toBe(5);
    expect(amountOf('1.5')).toBeNull();
    expect(amountOf('1e3')).toBeNull();
  });

  it('takes a Riot ID, an amount of either sign and a reason', () => {
    expect(grantFormProblems(filled)).toEqual({});
    expect(grantFormProblems({ ...filled, xp: '', points: '-30' })).toEqual({});
  });

  it('names each problem as the API would', () => {
    expect(grantFormProblems(EMPTY_GRANT_FORM)).toEqual({
      riotId: 'riotIdRequired',
      xp: 'nothingToGrant',
      reason: 'reasonRequired',
    });
    expect(
      grantFormProblems({
        riotId: 'Falcon',
        xp: '2.5',
        points: String(PASS_GRANT_LIMITS.amount + 1),
        reason: 'x'.repeat(PASS_GRANT_LIMITS.reason + 1),
      }),
    ).toEqual({
      riotId: 'riotIdFormat',
      xp: 'amountWhole',
      points: 'amountTooLarge',
      reason: 'reasonTooLong',
    });
    expect(grantFormProblems({ ...filled, xp: '0', points: '0' })).toEqual({ xp: 'nothingToGrant' });
  });

  it('makes the body the API takes, trimmed, with the request id', () => {
    expect(grantBodyOf({ ...filled, riotId: ' Falcon#MENA ', points: '-3', reason: ' Cup ' }, 'r1')).toEqual({
      riotId: 'Falcon#MENA',
      xp: 500,
      points: -3,
      reason: 'Cup',
      requestId: 'r1',
    });
  });

  it('says which way a grant goes', () => {
    expect(grantDirection({ xp: 500, points: 0 })).toBe('give');
    expect(grantDirection({ xp: 0, points: -20 })).toBe('take');
    expect(grantDirection({ xp: 100, points: -20 })).toBe('mixed');
  });

  it('makes a new v4 UUID for each grant', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
