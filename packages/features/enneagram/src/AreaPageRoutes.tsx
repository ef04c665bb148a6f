import { AreaPage } from './area/AreaPage';
import { ChartRoute as ChartPage } from './charts';
import { TypeHelperRoute as TypeHelperPage } from './results';

/** /typeHelper/:type, under the area's menus. */
export function TypeHelperRoute() {
  return (
    <AreaPage>
      <TypeHelperPage />
    </AreaPage>
  );
}

/** /chart/:flavor, under the area's menus. */
export function ChartRoute() {
  return (
    <AreaPage>
      <ChartPage />
    </AreaPage>
  );
}
