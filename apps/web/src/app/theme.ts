import { createTheme } from '@mui/material/styles';
import { UI_TIMING } from '@careclass/shared';

/**
 * Colours are chosen for at least 4.5:1 contrast against white, both as text on white (outlined
 * chips, links) and as white text on the colour (buttons, filled chips). MUI's default warning,
 * success and info colours fail that, hence the darker mains:
 *   primary #1d5c8c 7.1:1, secondary #8a2f5e 7.9:1, success #1e6b2e 6.6:1,
 *   warning #8a4b00 6.8:1, info #0b5c8a 7.2:1, error #b3261e 6.5:1, secondary text #4a5560 7.6:1.
 */
export const theme = createTheme({
  breakpoints: {
    // md is the mobile-menu breakpoint of the specification (1024 px).
    values: { xs: 0, sm: 600, md: UI_TIMING.mobileBreakpointPx, lg: 1280, xl: 1536 },
  },
  palette: {
    primary: { main: '#1d5c8c', dark: '#154469', light: '#4a82ad', contrastText: '#ffffff' },
    secondary: { main: '#8a2f5e', dark: '#6a2247', light: '#a85a82', contrastText: '#ffffff' },
    success: { main: '#1e6b2e', contrastText: '#ffffff' },
    warning: { main: '#8a4b00', contrastText: '#ffffff' },
    info: { main: '#0b5c8a', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    text: { primary: '#1c232b', secondary: '#4a5560' },
    background: { default: '#f6f8fa', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.3rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A focus ring that is always visible for keyboard users, on any background.
        ':focus-visible': { outline: '3px solid #0f2f4a', outlineOffset: '2px' },
        'a:focus-visible, button:focus-visible': {
          outline: '3px solid #0f2f4a',
          outlineOffset: '2px',
        },
      },
    },
    // Links inside text are underlined (colour alone does not mark them).
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
