export {
  EnneagramDiagram,
  type DiagramGroup,
  type DiagramPointLabel,
  type DiagramTone,
  type EnneagramDiagramProps,
} from './EnneagramDiagram';
export { DiagramPage, type DiagramPageProps } from './DiagramPage';
