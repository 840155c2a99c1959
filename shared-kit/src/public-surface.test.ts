/**
 * @jest-environment node
 */
import fs from 'node:fs';

// The generator is plain CommonJS so `npm run surface` runs it with node alone.
const { generateSurface, REPORT, STALE_MESSAGE } = require('../scripts/public-surface.cjs') as {
  generateSurface: () => { text: string; undocumented: string[] };
  REPORT: string;
  STALE_MESSAGE: string;
};

describe('public surface (shared-kit exports, remotes’ exposes and widget props)', () => {
  const surface = generateSurface();

  it('matches the checked-in report', () => {
    const checkedIn = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '';
    if (checkedIn !== surface.text) throw new Error(STALE_MESSAGE);
  });

  it('documents every runtime export of shared-kit', () => {
    expect(surface.undocumented).toEqual([]);
  });
});
