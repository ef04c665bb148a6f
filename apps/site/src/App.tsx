import { ShellRoot } from '@portfolio/feature-shell';
import { BrowserRouter } from 'react-router-dom';
import { SiteRoutes } from './SiteRoutes';

export function App() {
  return (
    <BrowserRouter>
      <ShellRoot>
        <SiteRoutes />
      </ShellRoot>
    </BrowserRouter>
  );
}
