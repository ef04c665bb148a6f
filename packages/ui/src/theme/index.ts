// Pulls the DefaultTheme augmentation into every program that imports the ui package, not only this one.
import type {} from './styled';

export { theme, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { ThemeRoot } from './ThemeRoot';
