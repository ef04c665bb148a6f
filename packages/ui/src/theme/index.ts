export { theme, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { ThemeRoot } from './ThemeRoot';
