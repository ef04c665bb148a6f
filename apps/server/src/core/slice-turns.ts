/**
 * Long work, such as checking and writing a backup's thousands of records, runs in slices with
 * other requests answered in between. The slices of every such job wait in one queue, and one
 * slice runs per turn of the event loop: three exports at once add one slice to a visitor's
 * wait, not three (issue 24's freeze probe saw 40 to 80 ms turns when each job took its own).
 */
const waiting: (() => void)[] = [];
let turnScheduled = false;

function runOneSlice(): void {
  const next = waiting.shift();
  turnScheduled = waiting.length > 0;
  // Scheduled from the check phase, the next slice runs on the following turn of the loop.
  if (turnScheduled) setImmediate(runOneSlice);
  next?.();
}

/** Resolves when this job's next slice may run: after other requests and others' slices had a turn. */
export function nextSliceTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!turnScheduled) {
      turnScheduled = true;
      setImmediate(runOneSlice);
    }
  });
}
