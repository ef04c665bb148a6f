// The enneagram area's presentational components. Each lives in its own folder with its stories.
// Pulls the DefaultTheme augmentation into programs that import only this entry point.
import type {} from '../theme/styled';
export * from './LevelAnswerList';
export * from './TypeBarChart';
export * from './NoticePage';
export * from './TestResultPage';
export * from './TypeAnswersPage';
export * from './EnneagramDiagram';
export * from './AreaLayout';
export * from './AreaMenus';
export * from './EnneagramHome';
export * from './LoginForm';
export * from './QuizQuestion';
export * from './SignUpForm';
export * from './ReferenceText';
export * from './HelpPage';
export * from './AnswerBinsPage';
export * from './ChestnutChecklist';
export * from './ComparatorSelector';
export * from './ComparatorChart';
export * from './ComparatorDifference';
