export { EnneagramHome, type EnneagramHomeProps, type HomeSection, type HomeVideo } from './EnneagramHome';
