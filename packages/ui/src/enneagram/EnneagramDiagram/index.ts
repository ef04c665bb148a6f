export {
  EnneagramDiagram,
  type DiagramGroup,
  type DiagramPointLabel,
  type DiagramTone,
  type EnneagramDiagramProps,
} from './EnneagramDiagram';
export {
  diagramFlavorNames,
  diagramFlavors,
  diagramTypeNames,
  findDiagramFlavor,
  type DiagramFlavor,
  type DiagramFlavorName,
} from './flavors';
export { DiagramPage, type DiagramPageProps } from './DiagramPage';
