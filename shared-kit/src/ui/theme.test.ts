import { theme } from './theme';

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;

/** WCAG 2 relative luminance. */
function luminance([red, green, blue]: Rgb): number {
  const channel = (value: number) => {
    const share = value / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

function contrast(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** `color-mix(in srgb, color share%, transparent)` painted over a surface, as a browser composites it. */
const tint = (color: Rgb, share: number, surface: Rgb): Rgb =>
  color.map((value, index) => Math.round(value * share + surface[index] * (1 - share))) as Rgb;

const SURFACES = ['background', 'surface', 'surfaceRaised'] as const;
const BADGE_TONES = ['textMuted', 'primary', 'success', 'warning', 'danger', 'info'] as const;

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  it.each(BADGE_TONES.flatMap((tone) => SURFACES.map((surface) => [tone, surface] as const)))(
    // The "Tournament in Progress" chip is a danger badge on a raised surface (axe measured 4.45:1 before).
    'a %s badge on %s: its text on its own 16%% tint',
    (tone, surface) => {
      const color = rgbOf(theme.colors[tone]);
      const background = tint(color, 0.16, rgbOf(theme.colors[surface]));
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(SURFACES)('body and muted text on %s', (surface) => {
    for (const text of ['text', 'textMuted'] as const)
      expect(contrast(rgbOf(theme.colors[text]), rgbOf(theme.colors[surface]))).toBeGreaterThanOrEqual(4.5);
  });
});
