export {
  DwmSettingsPage,
  type DwmSettingsPageProps,
  type DwmSettingsSlot,
  type DwmSettingsStatus,
} from './DwmSettingsPage';
