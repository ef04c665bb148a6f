import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, normalizeHttpError, ResponseParseError } from './http-error';

const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() };

function failedResponse(status: number, statusText: string, data: unknown): AxiosError {
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    {
      status,
      statusText,
      data,
      headers: {},
      config,
    },
  );
}

describe('normalizeHttpError', () => {
  it('reports an error status in the spec’s words, with the server’s own message', () => {
    const body = { message: 'Recipe "pot-roast" does not exist', status: 404, error: 'Not Found' };
    expect(normalizeHttpError(failedResponse(404, 'Not Found', body), '/apiRecipes/pot-roast')).toEqual({
      message: 'Http failure response for /apiRecipes/pot-roast: 404 Not Found',
      status: 404,
      error: 'Recipe "pot-roast" does not exist',
    });
  });

  it('reads the server’s error body when it arrives as text', () => {
    const body = JSON.stringify({ message: 'Owner sign-in required', status: 401, error: 'Unauthorized' });
    expect(normalizeHttpError(failedResponse(401, 'Unauthorized', body), '/api/backup').error).toBe(
      'Owner sign-in required',
    );
  });

  it('falls back to the status text when the body is not the server’s error shape', () => {
    const error = failedResponse(502, 'Bad Gateway', '<html><body>nginx</body></html>');
    expect(normalizeHttpError(error, '/api/config')).toEqual({
      message: 'Http failure response for /api/config: 502 Bad Gateway',
      status: 502,
      error: 'Bad Gateway',
    });
  });

  it('fills in the reason phrase when the answer has no status text (HTTP/2)', () => {
    expect(normalizeHttpError(failedResponse(500, '', ''), '/api/config')).toEqual({
      message: 'Http failure response for /api/config: 500 Internal Server Error',
      status: 500,
      error: 'Internal Server Error',
    });
  });

  it('reports a failure with no answer as status 0, Unknown Error', () => {
    const offline = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    expect(normalizeHttpError(offline, 'http://www.example.com/api/config')).toEqual({
      message: 'Http failure response for http://www.example.com/api/config: 0 Unknown Error',
      status: 0,
      error: 'Unknown Error',
    });
  });

  it('reports an unparsable answer as a parsing failure, keeping its status', () => {
    const error = new ResponseParseError(200, 'OK', 'The answer is not valid JSON');
    expect(normalizeHttpError(error, '/apiGallery/pets')).toEqual({
      message: 'Http failure during parsing for /apiGallery/pets',
      status: 200,
      error: 'The answer is not valid JSON',
    });
  });

  it('passes an already normalised error through unchanged', () => {
    const report = {
      message: 'Http failure response for /api/x: 418 I’m a teapot',
      status: 418,
      error: 'Teapot',
    };
    expect(normalizeHttpError(new ApiRequestError(report), '/elsewhere')).toEqual(report);
  });

  it('keeps the reason of an error thrown before any request was sent', () => {
    expect(normalizeHttpError(new Error('Missing path parameter "id"'), '/api/items/:id')).toEqual({
      message: 'Http failure response for /api/items/:id: 0 Unknown Error',
      status: 0,
      error: 'Missing path parameter "id"',
    });
  });
});

describe('ApiRequestError', () => {
  it('is an Error carrying the report, and gives a plain copy for navigation state', () => {
    const report = {
      message: 'Http failure response for /api/config: 500 Internal Server Error',
      status: 500,
      error: 'Boom',
    };
    const error = new ApiRequestError(report);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(report.message);
    expect(error.toReport()).toEqual(report);
    expect(Object.getPrototypeOf(error.toReport())).toBe(Object.prototype);
  });
});
