/** The portal's design tokens; styled components read them through ThemeProvider. */
export const theme = {
  colors: {
    background: '#0b0f1a',
    surface: '#141a2a',
    surfaceRaised: '#1c2438',
    border: '#2a3350',
    text: '#f2f4f8',
    textMuted: '#a4adc2',
    primary: '#f5b301',
    primaryText: '#1a1300',
    accent: '#19c2a0',
    // Light enough for 4.5:1 as a badge's text on its own 16% tint over a raised surface (#ff6b6e was 4.45:1).
    danger: '#ff7679',
    success: '#3ecf8e',
    warning: '#f5b301',
    info: '#5aa9ff',
    blueTeam: '#5aa9ff',
    redTeam: '#ff6b6e',
  },
  radius: { small: '6px', medium: '10px', large: '16px', round: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Sans', sans-serif",
  },
  breakpoints: { small: '640px', medium: '960px' },
} as const;

export type ArenaTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ArenaTheme {}
}
