import { useDocumentTitle } from '@portfolio/ui';
import { DiagramPage, EnneagramDiagram, NoticePage } from '@portfolio/ui/enneagram';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { AreaPage } from '../area/AreaPage';
import { enneagramPaths } from '../area/paths';
import { diagramFlavorNames, diagramFlavors, diagramTypeNames, findDiagramFlavor } from './diagram-flavors';

/**
 * /chart/:flavor, under the area's menus: one of the six diagrams, full screen. The diagrams are
 * drawn from data in the browser, so this page needs no server call. An unknown flavour is logged
 * (spec part 2 §8) and the page says so, as /typeHelper does for an unknown type.
 */
export function ChartRoute() {
  return (
    <AreaPage>
      <ChartContainer />
    </AreaPage>
  );
}

function ChartContainer() {
  const { flavor: requested } = useParams();
  const flavor = findDiagramFlavor(requested);
  useDocumentTitle(flavor ?? 'Chart not found');

  useEffect(() => {
    if (!flavor) console.warn(`Unknown chart flavor: ${requested ?? '(none)'}`);
  }, [flavor, requested]);

  if (!flavor) {
    return (
      <NoticePage
        heading="Chart not found"
        tone="error"
        message={`There is no chart called "${requested ?? ''}". The charts are ${diagramFlavorNames.join(', ')}.`}
        link={{ href: enneagramPaths.home, label: 'Go to the Enneagram home page' }}
      />
    );
  }
  return (
    <DiagramPage heading={flavor}>
      <EnneagramDiagram title={flavor} typeNames={diagramTypeNames} {...diagramFlavors[flavor]} />
    </DiagramPage>
  );
}
