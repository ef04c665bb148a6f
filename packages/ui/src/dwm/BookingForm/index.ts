export {
  type BookingFieldErrors,
  BookingForm,
  type BookingFormProps,
  type BookingFormValues,
  type BookingSlotOption,
} from './BookingForm';
