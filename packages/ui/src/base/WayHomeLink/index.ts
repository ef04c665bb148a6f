export * from './WayHomeLink';
