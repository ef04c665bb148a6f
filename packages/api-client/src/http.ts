import axios from 'axios';
import { buildBaseAddress } from './base-address';
import { environment } from './environment';

/** '' unless a domain is configured: then every request goes to that host. */
export const apiBaseAddress: string = buildBaseAddress(environment);

/**
 * The one HTTP client of the site. Every API call goes through it, so the base address,
 * cookies and JSON handling are decided once.
 */
export const apiHttp = axios.create({
  baseURL: apiBaseAddress,
  // The owner and test-taker sessions are HttpOnly cookies: send them, also cross-origin.
  withCredentials: true,
  headers: { Accept: 'application/json' },
  responseType: 'json',
  // Repeated keys (`tag=a&tag=b`), the form the server's query parser reads, not `tag[]=a`.
  paramsSerializer: { indexes: null },
});
