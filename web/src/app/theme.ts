import { createTheme } from '@mantine/core'

// Mantine's default primary shade fails WCAG AA contrast (blue.6 on white 3.55:1, teal.8 3.9:1);
// teal.9 is 5.0:1, and autoContrast picks a readable text colour on filled badges and buttons.
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 5 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
})
