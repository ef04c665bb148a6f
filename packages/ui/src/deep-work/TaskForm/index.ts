export { TaskForm, type TaskFormProps, type TaskFormValues } from './TaskForm';
