export * from './ZoneNote';
