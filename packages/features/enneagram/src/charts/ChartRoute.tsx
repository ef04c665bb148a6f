import { useDocumentTitle } from '@portfolio/ui';
import { DiagramPage, EnneagramDiagram } from '@portfolio/ui/enneagram';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { AreaPage } from '../area/AreaPage';
import { diagramFlavors, diagramTypeNames, findDiagramFlavor } from './diagram-flavors';

/**
 * /chart/:flavor, under the area's menus: one of the six diagrams, full screen. The diagrams are drawn from data in the
 * browser, so this page needs no server call. An unknown flavour is only logged (spec part 2 §8).
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
  useDocumentTitle(flavor ?? 'Chart');

  useEffect(() => {
    if (!flavor) console.warn(`Unknown chart flavor: ${requested ?? '(none)'}`);
  }, [flavor, requested]);

  if (!flavor) return <DiagramPage />;
  return (
    <DiagramPage heading={flavor}>
      <EnneagramDiagram title={flavor} typeNames={diagramTypeNames} {...diagramFlavors[flavor]} />
    </DiagramPage>
  );
}
