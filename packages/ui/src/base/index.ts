// The base layer: the parts every area builds its pages from. Areas import them from '@portfolio/ui'.
export * from './AppLink';
export * from './Button';
export * from './PageFrame';
export * from './PageHeadingRow';
export * from './StatusText';
export * from './ModalDialog';
export * from './MessageDialog';
export * from './ConfirmDialog';
export * from './SelectDialog';
export * from './PromptDialog';
export * from './MenuButton';
export * from './FormField';
export * from './Card';
export * from './TextField';
export * from './charts';
export * from './WayHomeLink';
export * from './LineIcon';
