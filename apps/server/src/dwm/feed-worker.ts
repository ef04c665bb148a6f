// The calendar feed's worker thread (decision 073): parses a feed and expands its recurrences
// away from the server's event loop, so a feed that costs seconds or gigabytes to read stops
// only this thread, which the server ends at its deadline or its heap limit.
import { parentPort } from 'node:worker_threads';
import type { FeedJob, FeedJobAnswer } from './feed-job';
import { calendarTimeZoneOf, expandCalendar, IcsFeedError, readIcsCalendar } from './ics-feed';

function answer(job: FeedJob): FeedJobAnswer {
  try {
    const now = new Date(job.nowMs);
    const calendar = readIcsCalendar(job.text);
    const { events, cut } = expandCalendar(calendar, now, job.caps);
    return { id: job.id, ok: true, events, cut, timeZone: calendarTimeZoneOf(calendar) };
  } catch (error) {
    // Only this module's own messages are passed on: ical.js's quote the text they stumbled on.
    const problem =
      error instanceof IcsFeedError ? error.message : 'the feed could not be read as a calendar';
    return { id: job.id, ok: false, problem };
  }
}

const port = parentPort;
if (!port) throw new Error('feed-worker runs as a worker thread');
port.on('message', (job: FeedJob) => port.postMessage(answer(job)));
port.postMessage({ ready: true });
