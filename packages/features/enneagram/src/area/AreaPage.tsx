import { DataProvider } from '@portfolio/api-client';
import type { ReactNode } from 'react';
import { EnneagramArea } from './EnneagramArea';

/** A page outside /enneagram/ (typeHelper, chart) that still belongs to the area and shows its menus. */
export function AreaPage({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <EnneagramArea>{children}</EnneagramArea>
    </DataProvider>
  );
}
