export * from './Lightbox';
