import { CODE_REVEAL_MS, isCodeTime } from './match-box-rules';

const slot = '2030-01-01T12:00:00.000Z';
const at = new Date(slot).getTime();

describe('match box rules (P1 §4, §9)', () => {
  it('shows the code from 5 minutes before the scheduled time, not a moment earlier', () => {
    expect(CODE_REVEAL_MS).toBe(5 * 60_000);
    expect(isCodeTime({ scheduled_time: slot }, at - CODE_REVEAL_MS - 1)).toBe(false);
    expect(isCodeTime({ scheduled_time: slot }, at - CODE_REVEAL_MS)).toBe(true);
    expect(isCodeTime({ scheduled_time: slot }, at + 60_000)).toBe(true);
  });
});
