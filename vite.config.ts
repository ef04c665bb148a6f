import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Shared by the site, Storybook and the story tests, so every place renders components the same way.
export default defineConfig({
  plugins: [react()],
});
