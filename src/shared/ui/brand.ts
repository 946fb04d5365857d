/**
 * The light scheme's colours and the type face: the theme is built from these, and the loading
 * screen of the first paint (drawn before MUI and the theme exist) uses the same values.
 */
export const BRAND = {
  primary: { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#ffffff' },
  background: { default: '#f5f7f5', paper: '#ffffff' },
  /** MUI's light `text.secondary`. */
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  /**
   * The system's own sans-serif (UX-9): the app declared Inter but never loaded it. Self-hosting
   * it (the variable font's latin subset, 48 KB, `font-display: swap`) was measured and left
   * out: Lighthouse's first paint got worse by more than a second (README, "Screens that agree").
   */
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
} as const;
