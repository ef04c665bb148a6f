export {
  answerLevelNames,
  LevelAnswerList,
  type AnswerLevelCode,
  type LevelAnswer,
  type LevelAnswerListProps,
} from './LevelAnswerList';
