export {
  LinkNavigationProvider,
  useLinkNavigation,
  type LinkNavigationProviderProps,
  type NavigateToHref,
} from './LinkNavigation';
