import { describe, expect, it } from 'vitest';
import { readErrorReport } from './read-error-report';

describe('readErrorReport', () => {
  it('takes message, status and error from navigation state', () => {
    expect(
      readErrorReport({
        message: 'Http failure response for /apiGallery/x: 500 Internal Server Error',
        status: 500,
        error: 'Internal Server Error',
      }),
    ).toEqual({
      message: 'Http failure response for /apiGallery/x: 500 Internal Server Error',
      status: 500,
      error: 'Internal Server Error',
    });
  });

  it('shows a structured error as JSON text', () => {
    expect(readErrorReport({ message: 'm', status: 400, error: { field: 'tags' } })?.error).toBe(
      '{"field":"tags"}',
    );
  });

  it('ignores missing or malformed state (the page was opened directly)', () => {
    expect(readErrorReport(undefined)).toBeUndefined();
    expect(readErrorReport(null)).toBeUndefined();
    expect(readErrorReport('boom')).toBeUndefined();
    expect(readErrorReport({ status: 500 })).toBeUndefined();
    expect(readErrorReport({ message: 'm', status: '' })).toBeUndefined();
  });
});
