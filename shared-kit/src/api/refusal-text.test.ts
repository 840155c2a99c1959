import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { sayRefusal, type RefusalSayings } from './refusal-text';

const SAYINGS: RefusalSayings<string> = {
  alreadyInTeam: (prefix) => `${prefix}: already in a team`,
  notEnoughMembers: (prefix, { required }) =>
    typeof required === 'number' ? `${prefix}: needs ${required}` : null,
};

describe('sayRefusal', () => {
  it('says a known reason, with its parameters, never the English message', () => {
    const refused = new ApiError(409, 4009, 'Reworded', { reason: 'alreadyInTeam' });
    expect(sayRefusal(refused, SAYINGS, 'ar', 'fallback')).toBe('ar: already in a team');
    const short = new ApiError(400, 4000, 'Reworded', { reason: 'notEnoughMembers', required: 5 });
    expect(sayRefusal(short, SAYINGS, 'ar', 'fallback')).toBe('ar: needs 5');
  });

  it.each([
    ['an unknown reason', new ApiError(409, 4009, 'Words', { reason: 'somethingElse' })],
    ['no reason', new ApiError(409, 4009, 'Words')],
    ['missing parameters', new ApiError(400, 4000, 'Words', { reason: 'notEnoughMembers' })],
    ['an inherited name', new ApiError(400, 4000, 'Words', { reason: 'toString' })],
    ['a server fault', new ApiError(500, 5000, 'Words', { reason: 'alreadyInTeam' })],
    ['a network failure', new ApiError(NETWORK_ERROR_STATUS, 0, 'Words')],
    ['not an API error', new Error('Words')],
  ])('falls back for %s', (_case, error) => {
    expect(sayRefusal(error, SAYINGS, 'ar', 'fallback')).toBe('fallback');
  });
});
