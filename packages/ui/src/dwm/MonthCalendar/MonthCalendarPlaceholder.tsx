import { LoadingRoom } from '../LoadingRoom';

/** The month's room while the dinners load, about its height, saying so. */
export function MonthCalendarPlaceholder() {
  return (
    <LoadingRoom height={680} phoneHeight={440}>
      Loading the dinners…
    </LoadingRoom>
  );
}
