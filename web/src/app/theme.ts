import { createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core'

// Mantine's defaults fail WCAG AA contrast in several places, and axe checks every page:
// - the primary shade (blue.6 on white is 3.55:1, teal.8 3.9:1): teal.9 is 5.0:1, and
//   autoContrast picks a readable text colour on filled badges and buttons;
// - "dimmed" text (gray.6, 3.3:1) and error text (red.6): gray.7 (8.2:1) and red.9 (5.5:1);
// - "light" variants (badges, alerts, light buttons: shade 9 on shade 1, 4.3:1 for teal, under
//   4:1 for green, orange and yellow): the lightest background, and the text darkened a quarter;
// - a hovered filled button (Mantine lightens shade 9 to shade 8, 3.9:1 under white text): darker.
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 5 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
})

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(Object.keys(DEFAULT_THEME.colors).flatMap((name) => [
      [`--mantine-color-${name}-light`, `var(--mantine-color-${name}-0)`],
      [`--mantine-color-${name}-light-hover`, `var(--mantine-color-${name}-1)`],
      [`--mantine-color-${name}-light-color`, `color-mix(in srgb, var(--mantine-color-${name}-9) 75%, black)`],
      [`--mantine-color-${name}-filled-hover`, `color-mix(in srgb, var(--mantine-color-${name}-9) 85%, black)`],
    ])),
  },
  dark: {},
})
