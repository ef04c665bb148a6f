// Route module of the sheet-music area, mounted lazily by apps/site at /midi/*.
export { MidiRoutes } from './routes/MidiRoutes';
