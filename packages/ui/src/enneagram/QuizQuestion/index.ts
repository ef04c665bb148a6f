export {
  answerAllText,
  neitherText,
  QuizQuestion,
  type QuizChoice,
  type QuizQuestionProps,
  type QuizSelection,
} from './QuizQuestion';
